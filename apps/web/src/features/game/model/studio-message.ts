import { type TStudioMessage, ZStudioMessage } from '@playfair/contracts/games';

/**
 * A message event as the game view may act on it: sent from the game frame's origin (anything
 * else, another frame or window included, is ignored) and shaped as ZStudioMessage (DESIGN §7).
 */
export function readStudioMessage(
  event: { origin: string; data: unknown },
  frameOrigin: string,
): TStudioMessage | null {
  if (event.origin !== frameOrigin) return null;
  const parsed = ZStudioMessage.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}

/** The new cash balance a message tells of (`balance`, or `roundEnd` carrying one), or null. */
export function balanceOf(message: TStudioMessage): number | null {
  if (message.type !== 'balance' && message.type !== 'roundEnd') return null;
  return message.balance ?? null;
}

/** What this visit has played: finished rounds, and the sums of bets and wins in minor units. */
export type SessionFigures = {
  rounds: number;
  betMinor: number;
  winMinor: number;
  /** The currency the game last named, if it did. */
  currency: string | null;
};

export const NO_FIGURES: SessionFigures = { rounds: 0, betMinor: 0, winMinor: 0, currency: null };

export function figuresAfter(figures: SessionFigures, message: TStudioMessage): SessionFigures {
  const currency = message.currency ?? figures.currency;
  const amount = message.amount ?? 0;
  switch (message.type) {
    case 'bet':
      return { ...figures, currency, betMinor: figures.betMinor + amount };
    case 'win':
      return { ...figures, currency, winMinor: figures.winMinor + amount };
    case 'roundEnd':
      return { ...figures, currency, rounds: figures.rounds + 1 };
    case 'roundStart':
    case 'balance':
    case 'paused':
      return { ...figures, currency };
  }
}
