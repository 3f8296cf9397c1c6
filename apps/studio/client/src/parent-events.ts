// Tells the casino page what happens (roundStart, bet, win, balance, roundEnd), posted only to the
// casino origin the launch named, never to '*'.

export type ParentEventType = 'roundStart' | 'bet' | 'win' | 'balance' | 'roundEnd';

export type ParentEvent = {
  source: 'playfair-studio';
  type: ParentEventType;
  roundId: string | null;
  amount: number | null;
  balance: number | null;
  currency: string;
};

export function createParentEvents(origin: string, currency: string) {
  return (
    type: ParentEventType,
    fields: { roundId?: string | null; amount?: number | null; balance?: number | null },
  ) => {
    if (window.parent === window) return;
    const event: ParentEvent = {
      source: 'playfair-studio',
      type,
      roundId: fields.roundId ?? null,
      amount: fields.amount ?? null,
      balance: fields.balance ?? null,
      currency,
    };
    window.parent.postMessage(event, origin);
  };
}

export type PostParentEvent = ReturnType<typeof createParentEvents>;
