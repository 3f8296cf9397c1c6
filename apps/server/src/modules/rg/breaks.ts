import {
  breakKindOf,
  HOUR_MS,
  isSelfExclusionDurationId,
  PANIC_TIME_OUT_HOURS,
  selfExclusionEndDate,
  type BreakKind,
} from '@playfair/domain/constants';
import { AppError } from '../../platform/errors';
import { appendAudit } from './audit';
import type { RgContext } from './context';
import type { RgPlayer } from './usage';

// DESIGN §10 / spec 000 §9: time-outs and self-exclusion. Confirmed with the password (the panic
// button needs nothing more: GlüStV §6i), they take effect at once, end every session of the
// player and close login, deposits and stakes until they end; withdrawals stay open. They can be
// made longer, never shorter (the restrictions module refuses that).

export type BreakOutcome = { kind: BreakKind; until: Date | null };

function untilText(until: Date | null): string | null {
  return until === null ? null : until.toISOString();
}

export function createBreaks({ db, jurisdictions, identity, restrictions, now }: RgContext) {
  async function begin(
    player: RgPlayer,
    kind: BreakKind,
    until: Date | null,
    source: 'player' | 'panic-button',
    reason: string,
  ): Promise<BreakOutcome> {
    await db.transaction(async (tx) => {
      const { before } = await restrictions.startBreak(tx, {
        playerId: player.id,
        patch: { kind, until },
        source,
        actor: `player:${player.id}`,
        reason,
      });
      await appendAudit(
        tx,
        {
          playerId: player.id,
          actor: { kind: 'player', id: player.id },
          action: kind === 'self-exclusion' ? 'self-exclusion.started' : 'time-out.started',
          before: {
            selfExcludedUntilMs: before.selfExcludedUntilMs,
            timedOutUntilMs: before.timedOutUntilMs,
          },
          after: { kind, until: untilText(until), source },
          reason,
        },
        now(),
      );
    });
    // After the commit: a request racing it sees the break through its restrictions anyway.
    await identity.revokeAllSessions(player.id);
    return { kind, until };
  }

  return {
    /**
     * POST /user/self-exclusion: a time-out (ids 1, 29, 2, 3, 30) or a self-exclusion (4, 5, 26,
     * 27, 28, 6) among those the player's market offers, confirmed with the password.
     */
    async startBreak(
      player: RgPlayer & { email: string },
      durationId: number,
      password: string,
    ): Promise<BreakOutcome> {
      const profile = jurisdictions.profileFor(player.country);
      const offered = [...profile.breaks.timeOutIds, ...profile.breaks.selfExclusionIds];
      if (!isSelfExclusionDurationId(durationId) || !offered.includes(durationId)) {
        throw new AppError('BREAK_NOT_OFFERED');
      }
      const check = await identity.checkPassword(player.email, password);
      if (check.kind === 'throttled') throw new AppError('RATE_LIMITED');
      if (check.kind === 'wrong') throw new AppError('PASSWORD_INCORRECT');
      const kind = breakKindOf(durationId);
      const until = selfExclusionEndDate(durationId, now());
      return begin(player, kind, until, 'player', `duration ${durationId} chosen by the player`);
    },

    /** POST /user/add-timeout: the panic button's 24 hours, at once (DE). */
    async panic(player: RgPlayer): Promise<BreakOutcome> {
      const profile = jurisdictions.profileFor(player.country);
      if (!profile.hasPanicButton) throw new AppError('PANIC_BUTTON_NOT_OFFERED');
      const until = new Date(now().getTime() + PANIC_TIME_OUT_HOURS * HOUR_MS);
      return begin(player, 'time-out', until, 'panic-button', 'panic button');
    },
  };
}

export type Breaks = ReturnType<typeof createBreaks>;
