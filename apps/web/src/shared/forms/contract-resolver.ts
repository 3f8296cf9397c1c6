import { zodResolver } from '@hookform/resolvers/zod';
import type {
  FieldError,
  FieldErrors,
  FieldValues,
  Resolver,
  ResolverOptions,
} from 'react-hook-form';
import type { z } from 'zod';
import type { TextKey } from '../i18n/text-key';

/** What a field shows for a schema message the app has no text for. */
export const UNKNOWN_ISSUE_KEY = 'validation_invalid';

export type ContractResolverOptions = {
  /**
   * The catalog keys the schema's messages may be (the form's feature lists them, so the app loads
   * their texts). Any other message, a key of a newer server or zod's own English, reads as
   * `validation_invalid`.
   */
  keys: readonly string[];
  /** Values the schema reads that the form does not hold (step 2 of recovery: the address). */
  extra?: () => Readonly<Record<string, string>>;
};

/** Each field's first issue, as a catalog key; no entry for a field without one. */
export type FieldIssues = Readonly<Partial<Record<string, TextKey>>>;

export type ContractResolver<TValues extends FieldValues> = Resolver<TValues> & {
  /**
   * The same judgement at once, for what a form shows as the player types (spec 000 §5: submit is
   * disabled while a field is invalid, at every keystroke); react-hook-form asks the resolver
   * through a promise.
   */
  issuesOf: (values: TValues) => FieldIssues;
};

/**
 * react-hook-form's Zod resolver over a contract schema (CONVENTIONS "Contracts and validation":
 * one schema per form, shared with the server). Each field gets the first issue the schema reports
 * for it, its message a catalog key; issues of values the form does not hold (the CSRF token, added
 * when posting) are not the player's to fix. A valid form hands over its values as typed: each
 * form builds its post from them, as the server reads it.
 */
export function contractResolver<TValues extends FieldValues>(
  schema: z.ZodType,
  { keys, extra }: ContractResolverOptions,
): ContractResolver<TValues> {
  const zod: Resolver = zodResolver(schema as z.ZodType<unknown, FieldValues>, undefined, {
    mode: 'sync',
    raw: true,
  });

  /** An issue of a field the form holds, its message as a key the app has a text for. */
  function ownIssue(values: FieldValues, name: string, message: string | undefined) {
    if (!Object.hasOwn(values, name)) return null;
    return (keys.includes(message ?? '') ? message : UNKNOWN_ISSUE_KEY) as TextKey;
  }

  function issuesOf(values: TValues): FieldIssues {
    const result = schema.safeParse({ ...extra?.(), ...values });
    const issues: Partial<Record<string, TextKey>> = {};
    for (const issue of result.error?.issues ?? []) {
      const name = issue.path.map(String).join('.');
      if (name in issues) continue;
      const key = ownIssue(values, name, issue.message);
      if (key !== null) issues[name] = key;
    }
    return issues;
  }

  async function resolve(values: TValues, context: unknown, options: ResolverOptions<TValues>) {
    const { errors } = await zod(
      { ...extra?.(), ...values },
      context,
      options as ResolverOptions<FieldValues>,
    );
    const own: Record<string, FieldError> = {};
    for (const [name, error] of Object.entries(errors)) {
      const key = ownIssue(values, name, (error as FieldError).message);
      if (key !== null) own[name] = { ...(error as FieldError), message: key };
    }
    return Object.keys(own).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: own as FieldErrors<TValues> };
  }

  return Object.assign(resolve, { issuesOf });
}
