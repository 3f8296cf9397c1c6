// The responsible-gaming quiz (spec 001 §3 "Quiz", §4 "Deposit limit", §6 change-deposit-quiz):
// questions and answers as data, their words as catalog keys translated per locale. A player
// passes by answering every question right; the answers are kept as evidence either way.

export type QuizQuestion = {
  id: number;
  orderNumber: number;
  textKey: string;
  answers: readonly { id: number; textKey: string }[];
  correctAnswerId: number;
};

export type Quiz = { id: number; nameKey: string; questions: readonly QuizQuestion[] };

function question(number: number, answerCount: number, correct: number): QuizQuestion {
  const id = 100 + number;
  return {
    id,
    orderNumber: number,
    textKey: `rg_quiz_q${number}`,
    answers: Array.from({ length: answerCount }, (_, index) => ({
      id: id * 10 + index + 1,
      textKey: `rg_quiz_q${number}_a${index + 1}`,
    })),
    correctAnswerId: id * 10 + correct,
  };
}

/** The quiz a raise of a limit needs where the market asks for it (quizId 1). */
export const LIMIT_RAISE_QUIZ: Quiz = {
  id: 1,
  nameKey: 'rg_quiz_name',
  questions: [question(1, 3, 2), question(2, 3, 1), question(3, 3, 3), question(4, 3, 2)],
};

export const QUIZZES: readonly Quiz[] = [LIMIT_RAISE_QUIZ];

export function quizById(id: number): Quiz | undefined {
  return QUIZZES.find((quiz) => quiz.id === id);
}

export type QuizGrade =
  { kind: 'unanswered' } | { kind: 'invalid' } | { kind: 'graded'; isPassed: boolean };

/** Grades answers: every question once, each with one of its answers; passed when all are right. */
export function gradeQuiz(
  quiz: Quiz,
  answers: readonly { QuestionId: number; AnswerId: number }[],
): QuizGrade {
  const chosen = new Map<number, number>();
  for (const answer of answers) {
    const asked = quiz.questions.find((item) => item.id === answer.QuestionId);
    if (asked === undefined || chosen.has(answer.QuestionId)) return { kind: 'invalid' };
    if (!asked.answers.some((option) => option.id === answer.AnswerId)) return { kind: 'invalid' };
    chosen.set(answer.QuestionId, answer.AnswerId);
  }
  if (chosen.size < quiz.questions.length) return { kind: 'unanswered' };
  return {
    kind: 'graded',
    isPassed: quiz.questions.every((item) => chosen.get(item.id) === item.correctAnswerId),
  };
}
