import { playEligibility, type PlayReason } from '@playfair/domain/play-eligibility';
import type { Database } from '../../platform/db/client';
import type { EventBus } from '../../platform/events/events';
import {
  findRestrictions,
  findRestrictionsForShare,
  updateStatuses,
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
  changeStatuses(input: {
    playerId: string;
    patch: PlayerStatusPatch;
    operatorId: string;
    reason: string;
  }): Promise<PlayerRestrictions>;
};

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

    changeStatuses: (input) =>
      db.transaction(async (tx) => {
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
      }),
  };
}
