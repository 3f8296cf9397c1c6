/** Section ids of the safer-gambling page; the footer links to them (`/en/safer-gambling#limits`). */
export const SAFER_GAMBLING_SECTION_IDS = {
  limits: 'limits',
  realityCheck: 'reality-check',
  selfExclusion: 'self-exclusion',
} as const;
