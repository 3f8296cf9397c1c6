/** The keys the limit form's schema (ZSetLimitRequest) may report. */
export const LIMIT_ISSUE_KEYS = [
  'validation_required',
  'validation_invalid',
  'validation_too_long',
  'validation_limit_amount',
] as const;

/** The keys the self-exclusion form's schema (ZSelfExclusionRequest) may report. */
export const BREAK_ISSUE_KEYS = [
  'validation_required',
  'validation_invalid',
  'validation_too_long',
] as const;

/** The keys the reality check interval's schema (ZRealityCheckFormRequest) may report. */
export const REALITY_CHECK_ISSUE_KEYS = ['validation_invalid', 'validation_too_long'] as const;
