import { DAY_MS, QUIZ_RETRY_DAYS } from '@playfair/domain/constants';
import type { Locale } from '@playfair/domain/locales';
import type { TQuizResponse, TQuizStanding } from '@playfair/contracts/rg';
import type { Database } from '../../platform/db/client';
import { AppError, type Translate } from '../../platform/errors';
import { appendAudit } from './audit';
import type { RgContext } from './context';
import { gradeQuiz, LIMIT_RAISE_QUIZ, quizById } from './quiz';
import { findLatestQuizSubmission, insertQuizSubmission, lockPlayerRg } from './repo';

// spec 001 §4 / §5: a raise in a market with change-deposit-quiz needs the quiz passed; unanswered
// questions are 'select all'; a failed quiz blocks another try for 7 days.

/** Assumption: a passed quiz counts for raises asked within 30 days of it. */
const QUIZ_PASS_VALID_MS = 30 * DAY_MS;
const QUIZ_RETRY_MS = QUIZ_RETRY_DAYS * DAY_MS;

export function createQuizService(
  { db, now }: Pick<RgContext, 'db' | 'now'>,
  translate: Translate,
) {
  async function standing(db_: Database, playerId: string, quizId: number): Promise<TQuizStanding> {
    const latest = await findLatestQuizSubmission(db_, playerId, quizId);
    const at = now().getTime();
    if (latest === undefined) return { quizId, isPassed: false, retryAt: null };
    const age = at - latest.createdAt.getTime();
    if (latest.isPassed) return { quizId, isPassed: age < QUIZ_PASS_VALID_MS, retryAt: null };
    const retryAt = latest.createdAt.getTime() + QUIZ_RETRY_MS;
    return {
      quizId,
      isPassed: false,
      retryAt: retryAt > at ? new Date(retryAt).toISOString() : null,
    };
  }

  return {
    standing: (playerId: string) => standing(db, playerId, LIMIT_RAISE_QUIZ.id),

    /** Whether the limit-raise quiz counts now, read in the caller's transaction. */
    isRaiseQuizPassed: async (tx: Database, playerId: string) =>
      (await standing(tx, playerId, LIMIT_RAISE_QUIZ.id)).isPassed,

    /** spec 001 §3: the quiz in the player's language. */
    quiz(locale: Locale, quizId: number): TQuizResponse {
      const quiz = quizById(quizId);
      if (quiz === undefined) throw new AppError('QUIZ_NOT_FOUND');
      return {
        success: true,
        QuizId: quiz.id,
        QuizName: translate(locale, quiz.nameKey),
        Questions: quiz.questions.map((question) => ({
          Id: question.id,
          OrderNumber: question.orderNumber,
          QuestionValue: translate(locale, question.textKey),
          Answers: question.answers.map((answer) => ({
            Id: answer.id,
            AnswerValue: translate(locale, answer.textKey),
          })),
        })),
      };
    },

    /** Grades and keeps the answers; refused while a failed try's 7 days run. */
    async submit(
      playerId: string,
      quizId: number,
      answers: { QuestionId: number; AnswerId: number }[],
    ) {
      const quiz = quizById(quizId);
      if (quiz === undefined) throw new AppError('QUIZ_NOT_FOUND');
      const grade = gradeQuiz(quiz, answers);
      if (grade.kind === 'unanswered') throw new AppError('QUIZ_SELECT_ALL');
      if (grade.kind === 'invalid') {
        throw new AppError('VALIDATION_ERROR', { fields: { questions: 'validation_invalid' } });
      }
      return db.transaction(async (tx) => {
        await lockPlayerRg(tx, playerId);
        const before = await standing(tx, playerId, quizId);
        if (before.retryAt !== null) {
          throw new AppError('QUIZ_LOCKED', { params: { date: Date.parse(before.retryAt) } });
        }
        const at = now();
        await insertQuizSubmission(tx, { playerId, quizId, answers, isPassed: grade.isPassed }, at);
        await appendAudit(
          tx,
          {
            playerId,
            actor: { kind: 'player', id: playerId },
            action: grade.isPassed ? 'quiz.passed' : 'quiz.failed',
            before,
            after: { quizId, isPassed: grade.isPassed, answers },
            reason: 'answered by the player',
          },
          at,
        );
        return {
          isPassed: grade.isPassed,
          retryAt: grade.isPassed ? null : new Date(at.getTime() + QUIZ_RETRY_MS),
        };
      });
    },
  };
}

export type QuizService = ReturnType<typeof createQuizService>;
