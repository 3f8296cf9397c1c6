import type { EventBus } from '../../platform/events/events';
import type { RegistersService } from './service';

// The facts this module acts on (DESIGN §3 events): each subscriber runs in the transaction that
// delivers the fact and writes through it, so what it writes happens exactly once.

export const SELF_EXCLUSION_SUBSCRIBER = 'registers.self-exclusion';
export const PANIC_REPORT_SUBSCRIBER = 'registers.panic-report';

export function subscribeRegisters({
  events,
  registers,
}: {
  events: Pick<EventBus, 'subscribe'>;
  registers: Pick<RegistersService, 'recordSelfExclusion' | 'reportPanicBlock'>;
}): void {
  // A self-exclusion began or was made longer: the own exclusion list and marketing consents.
  events.subscribe(SELF_EXCLUSION_SUBSCRIBER, ['player.restricted'], async (fact, tx) => {
    if (fact.playerId === null || fact.payload.restriction !== 'self-excluded') return;
    const until = fact.payload.until === null ? null : new Date(fact.payload.until);
    await registers.recordSelfExclusion(tx, { playerId: fact.playerId, until });
  });

  // The panic button's time-out (spec 001 §2, GlüStV 2021 §6i): reported to OASIS.
  events.subscribe(PANIC_REPORT_SUBSCRIBER, ['player.restricted'], async (fact, tx) => {
    const { restriction, until, source } = fact.payload;
    if (fact.playerId === null || restriction !== 'timed-out' || source !== 'panic-button') return;
    if (until === null) return;
    await registers.reportPanicBlock(tx, {
      playerId: fact.playerId,
      reference: `player.restricted:${fact.id}`,
      from: fact.occurredAt,
      until: new Date(until),
    });
  });
}
