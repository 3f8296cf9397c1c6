import type { TextKey } from '../i18n/text-key';

export type FieldValues<TName extends string> = Readonly<Record<TName, string>>;

/** spec 000 §5: the generic form validator's rules, per field. */
export type FieldRules<TName extends string> = {
  required?: boolean;
  /** At least this many characters ('Not long enough'). */
  minLength?: number;
  /** Must equal this other field ('Does not match'). */
  match?: TName;
  /** The browser's own checks of the input (type, pattern, maxlength). On unless false. */
  native?: boolean;
  /** A rule of the form's own: the catalog key of its text when the value breaks it. */
  validate?: (value: string, values: FieldValues<TName>) => TextKey | null;
  /** A check only the server can make; runs once typing has paused (the form's delay). */
  remote?: (
    value: string,
    values: FieldValues<TName>,
    signal: AbortSignal,
  ) => Promise<TextKey | null>;
};

export type FormRules<TName extends string> = Readonly<Record<TName, FieldRules<TName>>>;

/** The texts of the built-in rules (spec 000 §5 names 'Does not match' and 'Not long enough'). */
export const VALIDATION_TEXT_KEYS = {
  required: 'validation_required',
  match: 'validation_match',
  minLength: 'validation_minlength',
  native: 'validation_invalid',
} as const satisfies Record<string, TextKey>;

/**
 * The first rule `name` breaks, checked in the order a player fixes them: filled in, then the
 * browser's checks, length, matching, and the form's own rule. An empty optional field is fine.
 */
export function localProblem<TName extends string>(
  name: TName,
  rules: FieldRules<TName>,
  values: FieldValues<TName>,
  isNativeValid: boolean,
): TextKey | null {
  const value = values[name];
  if (value.trim() === '') return rules.required === true ? VALIDATION_TEXT_KEYS.required : null;
  if (rules.native !== false && !isNativeValid) return VALIDATION_TEXT_KEYS.native;
  if (rules.minLength !== undefined && [...value].length < rules.minLength) {
    return VALIDATION_TEXT_KEYS.minLength;
  }
  if (rules.match !== undefined && value !== values[rules.match]) return VALIDATION_TEXT_KEYS.match;
  return rules.validate?.(value, values) ?? null;
}

/** Every required field has something in it. */
export function isFormComplete<TName extends string>(
  rules: FormRules<TName>,
  values: FieldValues<TName>,
): boolean {
  return (Object.keys(rules) as TName[]).every(
    (name) => rules[name].required !== true || values[name].trim() !== '',
  );
}
