import { STUDIO_MESSAGE_SOURCE, type TStudioMessage } from '@playfair/contracts/games';

// Tells the casino page what happens (roundStart, bet, win, balance, roundEnd), posted only to the
// casino origin the launch named, never to '*'. The shape is the casino's ZStudioMessage: a field
// with nothing to say is left out.

export type ParentEventType = TStudioMessage['type'];

export function createParentEvents(origin: string, currency: string) {
  return (
    type: ParentEventType,
    fields: {
      roundId?: string | null;
      amount?: number | null;
      balance?: number | null;
      code?: string | null;
    },
  ) => {
    if (window.parent === window) return;
    const event: TStudioMessage = { source: STUDIO_MESSAGE_SOURCE, type, currency };
    if (fields.roundId != null) event.roundId = fields.roundId;
    if (fields.amount != null) event.amount = fields.amount;
    if (fields.balance != null) event.balance = fields.balance;
    if (fields.code != null) event.code = fields.code;
    window.parent.postMessage(event, origin);
  };
}

export type PostParentEvent = ReturnType<typeof createParentEvents>;
