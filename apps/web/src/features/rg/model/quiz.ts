import type {
  TQuizResponse,
  TQuizSubmitRequest,
  TQuizSubmitResponse,
} from '@playfair/contracts/rg';

export type QuizQuestion = TQuizResponse['Questions'][number];

/** spec 001 §3 "Quiz": the questions in their OrderNumber order. */
export function orderedQuestions(quiz: Pick<TQuizResponse, 'Questions'>): QuizQuestion[] {
  return [...quiz.Questions].sort((a, b) => a.OrderNumber - b.OrderNumber);
}

/** The form's field of a question: its chosen answer's id, '' while none is chosen. */
export function questionField(questionId: number): `q${number}` {
  return `q${questionId}`;
}

export type QuizAnswers = Readonly<Record<string, string | null | undefined>>;

export type QuizPayloadOutcome =
  | { kind: 'complete'; questions: TQuizSubmitRequest['questions'] }
  /** spec 001 §5: every question must be answered, else 'select all' (and nothing is sent). */
  | { kind: 'incomplete'; missing: readonly number[] };

/** spec 001 §3 "Answer payload": each question's id with the id of the answer chosen. */
export function quizPayload(
  quiz: Pick<TQuizResponse, 'Questions'>,
  answers: QuizAnswers,
): QuizPayloadOutcome {
  const questions: { QuestionId: number; AnswerId: number }[] = [];
  const missing: number[] = [];
  for (const question of orderedQuestions(quiz)) {
    const chosen = Number(answers[questionField(question.Id)] ?? '');
    if (question.Answers.some((answer) => answer.Id === chosen)) {
      questions.push({ QuestionId: question.Id, AnswerId: chosen });
    } else {
      missing.push(question.Id);
    }
  }
  return missing.length === 0 ? { kind: 'complete', questions } : { kind: 'incomplete', missing };
}

/** spec 001 §3 "Result": the submission that counts is the active one (the one just made). */
export function isQuizPassed(result: Pick<TQuizSubmitResponse, 'Submissions'>): boolean {
  const submission = result.Submissions.find((item) => item.IsActive) ?? result.Submissions.at(-1);
  return submission?.IsPassed === true;
}
