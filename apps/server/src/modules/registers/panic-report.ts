import { SHORT_BLOCK_REGISTERS } from '@playfair/domain/national-registers';
import type { Database } from '../../platform/db/client';
import type { RegistersContext } from './context';
import { knownPersonOf } from './person';

// GlüStV 2021 §6i (as the issue cites it) and §8: the German panic button's 24-hour block is
// reported to OASIS, so every operator refuses the person while it runs. Registers that take no
// such report (SHORT_BLOCK_REGISTERS) are not told.

export async function reportPanicBlock(
  context: RegistersContext,
  tx: Database,
  block: { playerId: string; reference: string; from: Date; until: Date },
): Promise<void> {
  const person = await knownPersonOf(context, block.playerId, tx);
  if (person === undefined) return;
  const register = context.jurisdictions.profileFor(person.identifiers.country).breaks
    .nationalRegister;
  if (register === null || !SHORT_BLOCK_REGISTERS.includes(register)) return;
  await context.client.reportBlock(
    {
      register,
      reference: block.reference,
      reason: 'panic-button',
      person: person.register,
      from: block.from,
      until: block.until,
    },
    tx,
  );
}
