/** The notices' own namespace (consents, survey, fake-or-real): loaded when one first renders. */
export const NOTICES_NAMESPACE = 'notices';

/** Catalog keys of the notices namespace (a key it lacks resolves from the common one). */
export const NOTICES_TEXT_KEYS = [
  'consents_preferences_title',
  'consents_preferences_text',
  'consents_saved',
  'survey_title',
  'survey_question',
  'survey_score_low',
  'survey_score_high',
  'survey_comment_label',
  'survey_submit',
  'survey_later',
  'survey_thanks',
  'fake_or_real_title',
  'fake_or_real_text',
  'fake_or_real_real',
  'fake_or_real_fake',
  'fake_or_real_right',
  'fake_or_real_wrong',
  'fake_or_real_close',
  'generic_error_title',
  'generic_error_msg',
  'loading',
] as const;
