import { playEligibility, type PlayReason } from '@playfair/domain/play-eligibility';
import type { Database } from '../../platform/db/client';
import type { EventBus } from '../../platform/events/events';
import { AppError } from '../../platform/errors';
import {
  type BreakPatch,
  findRestrictions,
  findRestrictionsForShare,
  lockRestrictions,
  updateStatuses,
  writeBreak,
  type RestrictionRow,
  type StatusPatch,
} from './repo';

/**
 * A player's restrictions as other modules see them: the facts `playEligibility` (domain
 * play-eligibility.ts) decides by, but the player's country and the time.
 */
export type PlayerRestrictions = RestrictionRow;
export type PlayerStatusPatch = StatusPatch;

/** A player nobody ever restricted. */
export const CLEAR_RESTRICTIONS: PlayerRestrictions = {
  amlStatus: '0',
  kycStatus: '0',
  hasGameplayBlock: false,
  hasScanVerification: false,
  hasUnverifiedBlock: false,
  hasPepBlock: false,
  hasKycBlock: false,
  hasRgTriggerBlock: false,
  isAccountBlocked: false,
  selfExcludedUntilMs: null,
  timedOutUntilMs: null,
};

export type RestrictionsService = {
  /**
   * The player's restrictions; clear when none were ever set (this module does not know which
   * players exist: identity does). Inside the caller's transaction `tx` they are read FOR SHARE,
   * so the answer holds until it commits (the wallet's policy check, DESIGN §4).
   */
  restrictionsOf(playerId: string, tx?: Database): Promise<PlayerRestrictions>;
  /**
   * Sets AML/KYC statuses and blocks (spec 000 §6) and records who, when and why, in one
   * transaction. The caller has checked that the player exists.
   */
  changeStatuses(
    input: {
      playerId: string;
      patch: PlayerStatusPatch;
      operatorId: string;
      reason: string;
    },
    tx?: Database,
  ): Promise<PlayerRestrictions>;
  /**
   * Starts a time-out or self-exclusion, or makes a running one longer (DESIGN §10: never
   * shorter — a break that would end before one already running is refused with
   * BREAK_CANNOT_SHORTEN). Runs in the caller's transaction `tx` and publishes "player
   * restricted" there; the caller ends the player's sessions after it commits.
   */
  startBreak(
    tx: Database,
    input: {
      playerId: string;
      patch: BreakPatch;
      source: 'player' | 'panic-button' | 'operator';
      actor: string;
      reason: string;
    },
  ): Promise<{ before: PlayerRestrictions; after: PlayerRestrictions }>;
};

/** The end of the longest break running at `nowMs`; undefined when none runs. */
function runningBreakEndMs(restrictions: PlayerRestrictions, nowMs: number): number | undefined {
  const ends = [restrictions.selfExcludedUntilMs, restrictions.timedOutUntilMs].filter(
    (end): end is number => end !== null && end > nowMs,
  );
  return ends.length === 0 ? undefined : Math.max(...ends);
}

/** What began with a change: the reasons that hold after it and did not before. */
export function restrictionsBegun(
  before: PlayerRestrictions,
  after: PlayerRestrictions,
  at: Date,
): { restriction: PlayReason; until: string | null }[] {
  // The country only adds the unverified-German reason, which no status change starts.
  const judge = (restrictions: PlayerRestrictions) =>
    playEligibility({ ...restrictions, country: '', nowMs: at.getTime() }).reasons;
  const held = new Set(judge(before));
  const untilOf = (ms: number | null) =>
    ms === null || !Number.isFinite(ms) ? null : new Date(ms).toISOString();
  return judge(after)
    .filter((reason) => !held.has(reason))
    .map((restriction) => ({
      restriction,
      until:
        restriction === 'self-excluded'
          ? untilOf(after.selfExcludedUntilMs)
          : restriction === 'timed-out'
            ? untilOf(after.timedOutUntilMs)
            : null,
    }));
}

/** A player's restrictions read on `db`, for modules that only read them. */
export async function readRestrictions(
  db: Database,
  playerId: string,
  tx?: Database,
): Promise<PlayerRestrictions> {
  const row =
    tx === undefined
      ? await findRestrictions(db, playerId)
      : await findRestrictionsForShare(tx, playerId);
  return row ?? CLEAR_RESTRICTIONS;
}

export type RestrictionsDependencies = {
  db: Database;
  /** "Player restricted" is written with each change that begins a restriction. */
  events: Pick<EventBus, 'publish'>;
  /** The clock of the change records; tests move it instead of sleeping. */
  now?: () => Date;
};

export function createRestrictionsService({
  db,
  events,
  now = () => new Date(),
}: RestrictionsDependencies): RestrictionsService {
  return {
    restrictionsOf: (playerId, tx) => readRestrictions(db, playerId, tx),

    changeStatuses: (input, outer) => {
      const run = async (tx: Database) => {
        const at = now();
        const before = (await findRestrictionsForShare(tx, input.playerId)) ?? CLEAR_RESTRICTIONS;
        const after = await updateStatuses(tx, input, at);
        for (const begun of restrictionsBegun(before, after, at)) {
          await events.publish(tx, 'player.restricted', {
            playerId: input.playerId,
            payload: begun,
          });
        }
        return after;
      };
      return outer === undefined ? db.transaction(run) : run(outer);
    },

    async startBreak(tx, input) {
      const at = now();
      const before = await lockRestrictions(tx, input.playerId);
      const runningEnd = runningBreakEndMs(before, at.getTime());
      const newEnd = input.patch.until === null ? Infinity : input.patch.until.getTime();
      if (runningEnd !== undefined && newEnd < runningEnd) {
        throw new AppError('BREAK_CANNOT_SHORTEN', {
          params: { date: Number.isFinite(runningEnd) ? runningEnd : at.getTime() },
        });
      }
      const after = await writeBreak(tx, input, at);
      const begun = restrictionsBegun(before, after, at);
      // A longer break of the kind already running begins nothing new, yet it is told as one.
      const told =
        begun.length > 0
          ? begun
          : [
              {
                restriction: input.patch.kind === 'self-exclusion' ? 'self-excluded' : 'timed-out',
                until: input.patch.until === null ? null : input.patch.until.toISOString(),
              },
            ];
      for (const fact of told) {
        await events.publish(tx, 'player.restricted', {
          playerId: input.playerId,
          payload: { ...fact, source: input.source },
        });
      }
      return { before, after };
    },
  };
}
