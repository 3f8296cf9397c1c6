import type { TBreakResponse } from '@playfair/contracts/rg';
import { type SelfExclusionDurationId, selfExclusionEndDate } from '@playfair/domain/constants';
import { z } from 'zod';

/** Where a break came from: the panic button bar, or the account's time-out / self-exclusion. */
export type BreakSource = 'panic' | 'account';

/** What the notice after a break says: its kind, its end (null: permanent) and its source. */
export type BreakNotice = {
  kind: TBreakResponse['Kind'];
  until: string | null;
  source: BreakSource;
};

const ZBreakNoticeParams = z.object({
  kind: z.enum(['time-out', 'self-exclusion']),
  until: z.string(),
  source: z.enum(['panic', 'account']),
});

/** The notice as modal params (strings, kept in the history entry). */
export function breakNoticeParams(notice: BreakNotice): Record<string, string> {
  return { kind: notice.kind, until: notice.until ?? '', source: notice.source };
}

/** The notice the modal's params describe; null for params no break wrote. */
export function readBreakNotice(params: unknown): BreakNotice | null {
  const parsed = ZBreakNoticeParams.safeParse(params);
  if (!parsed.success) return null;
  const { kind, until, source } = parsed.data;
  if (until !== '' && Number.isNaN(new Date(until).getTime())) return null;
  return { kind, until: until === '' ? null : until, source };
}

/** When a break asked for now would end (null: permanent), to state it before it is sent. */
export function breakEndFromNow(id: SelfExclusionDurationId): Date | null {
  return selfExclusionEndDate(id, new Date());
}
