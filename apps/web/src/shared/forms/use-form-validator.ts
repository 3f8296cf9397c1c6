import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import type { TextKey } from '../i18n/text-key';
import { type FieldValues, type FormRules, isFormComplete, localProblem } from './field-rules';

type RemoteCheck = { value: string; isPending: boolean; problem: TextKey | null };

type FieldState = {
  value: string;
  /** The input's own validity (`input.validity.valid`) for the current value. */
  isNativeValid: boolean;
  /** Its problem is shown: typing paused for the form's delay, the field was left, or submitted. */
  isShown: boolean;
  remote: RemoteCheck | null;
};

export type FieldBinding = {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  onBlur: () => void;
  /** The catalog key to show under the field, or null. */
  errorKey: TextKey | null;
};

export type FormValidator<TName extends string> = {
  values: FieldValues<TName>;
  field: (name: TName) => FieldBinding;
  /** The field's current problem, shown or not yet (a checklist reads it as the player types). */
  problem: (name: TName) => TextKey | null;
  isRemotePending: (name: TName) => boolean;
  /** spec 000 §5: submit stays disabled while fields are incomplete or invalid. */
  canSubmit: boolean;
  /** Shows every field's problem (a submit attempt). */
  showAll: () => void;
};

type UseFormValidatorInput<TName extends string> = {
  rules: FormRules<TName>;
  initialValues?: Partial<Record<TName, string>>;
  /** spec 001 §9: FORM_VALIDATOR_DELAY_MS (1200 ms), forgot password 100 / 200 ms. */
  delayMs: number;
};

function initialState<TName extends string>(
  rules: FormRules<TName>,
  initialValues: Partial<Record<TName, string>>,
): Record<TName, FieldState> {
  const names = Object.keys(rules) as TName[];
  return Object.fromEntries(
    names.map((name) => [
      name,
      { value: initialValues[name] ?? '', isNativeValid: true, isShown: false, remote: null },
    ]),
  ) as Record<TName, FieldState>;
}

function valuesOf<TName extends string>(state: Record<TName, FieldState>): FieldValues<TName> {
  return Object.fromEntries(
    (Object.keys(state) as TName[]).map((name) => [name, state[name].value]),
  ) as FieldValues<TName>;
}

/**
 * spec 000 §5 / spec 001 §5, §9: the generic form validator. A field's problem shows once typing
 * pauses for `delayMs` (or when it is left); remote checks run at that moment, one at a time per
 * field, and an answer for a value the player has since changed is dropped. Whether the form may
 * be submitted is known at every keystroke, so the button never lags behind the fields.
 */
export function useFormValidator<TName extends string>({
  rules,
  initialValues = {},
  delayMs,
}: UseFormValidatorInput<TName>): FormValidator<TName> {
  const [state, setState] = useState(() => initialState(rules, initialValues));
  const timers = useRef(new Map<TName, ReturnType<typeof setTimeout>>());
  const remoteAborts = useRef(new Map<TName, AbortController>());
  const names = Object.keys(rules) as TName[];
  const values = valuesOf(state);

  useEffect(() => {
    const pendingTimers = timers.current;
    const pendingRemotes = remoteAborts.current;
    return () => {
      for (const timer of pendingTimers.values()) clearTimeout(timer);
      for (const controller of pendingRemotes.values()) controller.abort();
    };
  }, []);

  function problemOf(name: TName, fields: Record<TName, FieldState>): TextKey | null {
    const fieldValues = valuesOf(fields);
    const local = localProblem(name, rules[name], fieldValues, fields[name].isNativeValid);
    if (local !== null) return local;
    const { remote, value } = fields[name];
    return remote !== null && remote.value === value && !remote.isPending ? remote.problem : null;
  }

  function isRemotePendingIn(name: TName, fields: Record<TName, FieldState>): boolean {
    if (rules[name].remote === undefined || fields[name].value.trim() === '') return false;
    const { remote, value } = fields[name];
    return remote === null || remote.value !== value || remote.isPending;
  }

  function runRemote(name: TName, fields: Record<TName, FieldState>) {
    const check = rules[name].remote;
    const fieldValues = valuesOf(fields);
    const value = fieldValues[name];
    if (
      check === undefined ||
      localProblem(name, rules[name], fieldValues, fields[name].isNativeValid) !== null
    ) {
      return;
    }
    remoteAborts.current.get(name)?.abort();
    const controller = new AbortController();
    remoteAborts.current.set(name, controller);
    setState((current) => ({
      ...current,
      [name]: { ...current[name], remote: { value, isPending: true, problem: null } },
    }));
    check(value, fieldValues, controller.signal).then(
      (problem) => settleRemote(name, value, problem, controller),
      // A check that could not run (offline) does not block the form; the server checks again.
      () => settleRemote(name, value, null, controller),
    );
  }

  function settleRemote(
    name: TName,
    value: string,
    problem: TextKey | null,
    controller: AbortController,
  ) {
    if (controller.signal.aborted) return;
    setState((current) =>
      current[name].value === value
        ? { ...current, [name]: { ...current[name], remote: { value, isPending: false, problem } } }
        : current,
    );
  }

  function reveal(name: TName, fields: Record<TName, FieldState>) {
    setState((current) => ({ ...current, [name]: { ...current[name], isShown: true } }));
    runRemote(name, fields);
  }

  function handleChange(name: TName, event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) {
    const { value, validity } = event.target;
    const next = {
      ...state,
      [name]: { ...state[name], value, isNativeValid: validity?.valid ?? true },
    };
    setState((current) => ({
      ...current,
      [name]: { ...current[name], value, isNativeValid: validity?.valid ?? true },
    }));
    clearTimeout(timers.current.get(name));
    timers.current.set(
      name,
      setTimeout(() => reveal(name, next), delayMs),
    );
  }

  function handleBlur(name: TName) {
    clearTimeout(timers.current.get(name));
    if (!state[name].isShown) reveal(name, state);
  }

  const canSubmit =
    isFormComplete(rules, values) &&
    names.every((name) => problemOf(name, state) === null && !isRemotePendingIn(name, state));

  return {
    values,
    field: (name) => ({
      name,
      value: state[name].value,
      onChange: (event) => handleChange(name, event),
      onBlur: () => handleBlur(name),
      errorKey: state[name].isShown ? problemOf(name, state) : null,
    }),
    problem: (name) => problemOf(name, state),
    isRemotePending: (name) => isRemotePendingIn(name, state),
    canSubmit,
    showAll: () =>
      setState(
        (current) =>
          Object.fromEntries(
            names.map((name) => [name, { ...current[name], isShown: true }]),
          ) as Record<TName, FieldState>,
      ),
  };
}
