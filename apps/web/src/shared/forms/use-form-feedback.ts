import { useState } from 'react';
import {
  type FieldError,
  type FieldPath,
  type FieldValues,
  get,
  type UseFormReturn,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTimers } from '../hooks/use-timers';
import type { TextKey } from '../i18n/text-key';
import type { ContractResolver } from './contract-resolver';

/** The type of an error the server answered: its message is the server's text, not a key. */
export const SERVER_ERROR_TYPE = 'server';

/** Where a form shows the server's text that names no field (`errors.root.server`). */
const FORM_ERROR = 'root.server';

type FormFeedbackOptions<TValues extends FieldValues> = {
  /** The form's resolver: what the schema says of the values as they are now. */
  resolver: ContractResolver<TValues>;
  /** spec 001 §9: FORM_VALIDATOR_DELAY_MS (1200 ms), forgot password 100 / 200 ms. */
  delayMs: number;
  /** The fields a submit reveals (the registration's visible section); every field else. */
  fields?: () => readonly FieldPath<TValues>[];
};

function isServerError(error: FieldError | undefined): boolean {
  return error?.type === SERVER_ERROR_TYPE;
}

/**
 * spec 000 §5 / spec 001 §9, the form validator, for a react-hook-form form checked by its
 * contract schema (`contractResolver`). What the schema says of the values is known at every
 * keystroke, so the submit button never lags behind the fields; a field shows its problem once
 * typing has paused for the form's delay, when it is left, or when a submit is tried, and from then
 * on follows the values. The server's texts (`setError`, type `server`) show at once and stay
 * until their field changes; they do not keep the player from sending again.
 */
export function useFormFeedback<TValues extends FieldValues>(
  form: UseFormReturn<TValues>,
  { resolver, delayMs, fields }: FormFeedbackOptions<TValues>,
) {
  const { t } = useTranslation();
  const timers = useTimers();
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(() => new Set());
  const values = useWatch({ control: form.control }) as TValues;
  const issues = resolver.issuesOf(values);
  const { errors } = form.formState;

  const revealable = () => fields?.() ?? (Object.keys(form.getValues()) as FieldPath<TValues>[]);

  function reveal(names: readonly string[]) {
    for (const name of names) timers.cancel(name);
    setRevealed((current) =>
      names.every((name) => current.has(name)) ? current : new Set([...current, ...names]),
    );
  }

  /**
   * After a field's value changed (a registered input does this itself; a controlled one calls it
   * after `setValue`). A chosen value (a select, a checkbox) shows its problem at once.
   */
  function handleChange(name: FieldPath<TValues>, { isChosen = false } = {}) {
    if (isServerError(form.getFieldState(name).error)) form.clearErrors(name);
    if (isChosen) reveal([name]);
    else if (!revealed.has(name)) timers.schedule(name, () => reveal([name]), delayMs);
  }

  function handleBlur(name: FieldPath<TValues>) {
    reveal([name]);
  }

  /** The server's refusal: its text under each field it names that the form holds. */
  function showServerErrors(fieldErrors: Readonly<Record<string, string>>) {
    const held = new Set<string>(Object.keys(form.getValues()));
    for (const [name, message] of Object.entries(fieldErrors)) {
      if (!held.has(name)) continue;
      timers.cancel(name);
      form.setError(name as FieldPath<TValues>, { type: SERVER_ERROR_TYPE, message });
    }
  }

  /** The server's (or the network's) text for the whole form; the next submit clears it. */
  function showFormError(message: string) {
    form.setError(FORM_ERROR, { type: SERVER_ERROR_TYPE, message });
  }

  function serverError(name: FieldPath<TValues>): string | null {
    const error: FieldError | undefined = get(errors, name);
    return isServerError(error) ? (error?.message ?? null) : null;
  }

  /** The schema's catalog key for the field, shown or not yet (a checklist reads it as typed). */
  function problem(name: FieldPath<TValues>): TextKey | null {
    return issues[name] ?? null;
  }

  /** What the field shows: the server's text, else its problem once revealed. */
  function errorText(name: FieldPath<TValues>): string | null {
    const key = revealed.has(name) ? problem(name) : null;
    return serverError(name) ?? (key === null ? null : t(key));
  }

  function register(name: FieldPath<TValues>) {
    return form.register(name, {
      onChange: () => handleChange(name),
      onBlur: () => handleBlur(name),
    });
  }

  return {
    /** spec 000 §5: submit stays disabled while a field is incomplete or invalid. */
    canSubmit: Object.keys(issues).length === 0,
    formError: (get(errors, FORM_ERROR) as FieldError | undefined)?.message ?? null,
    /** A TextField's props: registered, with the error it shows. */
    textField: (name: FieldPath<TValues>) => {
      const { ref, ...props } = register(name);
      return { ...props, inputRef: ref, error: errorText(name) };
    },
    /** A SelectField's props: registered, with the error it shows. */
    selectField: (name: FieldPath<TValues>) => ({ ...register(name), error: errorText(name) }),
    handleChange,
    handleBlur,
    /** These fields' problems show now (a Verify button pressed too early). */
    revealNow: (names: readonly FieldPath<TValues>[]) => reveal(names),
    /** A submit was tried (react-hook-form's `onInvalid`, or a Continue): every problem shows. */
    revealAll: () => reveal(revealable()),
    problem,
    serverError,
    errorText,
    showServerErrors,
    showFormError,
  };
}

/** Where a form's post puts the server's answer (a feature's outcome handling needs no more). */
export type ServerFeedback = Pick<
  ReturnType<typeof useFormFeedback>,
  'showServerErrors' | 'showFormError'
>;
