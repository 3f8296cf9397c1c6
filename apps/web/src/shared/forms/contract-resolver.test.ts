import {
  FORGOT_PASSWORD_FIELDS as F,
  forgotPasswordResetSchema,
} from '@playfair/contracts/recovery';
import type { FieldErrors, FieldValues, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type ContractResolver, contractResolver } from './contract-resolver';

type Values = { email: string; nickname: string };

/** What react-hook-form hands a resolver besides the values (nothing these tests read). */
function options<TValues extends FieldValues>(): ResolverOptions<TValues> {
  return { fields: {}, shouldUseNativeValidation: false };
}

// Shaped like a contract: messages are catalog keys, and the post carries a token the form does not.
const SCHEMA = z
  .object({
    email: z
      .string()
      .min(1, { error: 'validation_required' })
      .refine((email) => email.includes('@'), { error: 'registration_status_111' }),
    nickname: z
      .string()
      .max(5, { error: 'a_key_of_a_newer_server' })
      .regex(/^[a-z]*$/),
    csrf_token: z.string().min(1, { error: 'validation_required' }),
  })
  .transform(({ email }) => ({ address: email.toLowerCase() }));

const KEYS = ['validation_required', 'registration_status_111'];

async function messagesOf<TValues extends FieldValues>(
  resolver: ContractResolver<TValues>,
  values: TValues,
) {
  const { errors } = await resolver(values, undefined, options<TValues>());
  return Object.fromEntries(
    Object.entries(errors as FieldErrors).map(([name, error]) => [name, error?.message]),
  );
}

describe('contractResolver', () => {
  const resolver = contractResolver<Values>(SCHEMA, { keys: KEYS });

  it("gives each field the first issue of the schema, by the issue's catalog key", async () => {
    expect(await messagesOf(resolver, { email: '', nickname: '' })).toEqual({
      email: 'validation_required',
    });
    expect(await messagesOf(resolver, { email: 'ana', nickname: '' })).toEqual({
      email: 'registration_status_111',
    });
  });

  it("reads a key the form does not know, or zod's own English, as 'not valid'", async () => {
    expect(await messagesOf(resolver, { email: 'a@b.co', nickname: 'toolong' })).toEqual({
      nickname: 'validation_invalid',
    });
    expect(await messagesOf(resolver, { email: 'a@b.co', nickname: 'ANA' })).toEqual({
      nickname: 'validation_invalid',
    });
  });

  it('leaves out issues of values the form does not hold (the token is added when posting)', async () => {
    const result = await resolver({ email: 'a@b.co', nickname: 'ana' }, undefined, options());
    expect(result).toEqual({ values: { email: 'a@b.co', nickname: 'ana' }, errors: {} });
  });

  it('hands a valid form its values as typed, not what the schema makes of them', async () => {
    const result = await resolver({ email: 'Ana@B.co', nickname: '' }, undefined, options());
    expect(result.values).toEqual({ email: 'Ana@B.co', nickname: '' });
  });

  it('says the same at once (issuesOf) as through the promise', async () => {
    for (const values of [
      { email: '', nickname: '' },
      { email: 'ana', nickname: 'toolong' },
      { email: 'a@b.co', nickname: 'ana' },
    ]) {
      expect(resolver.issuesOf(values)).toEqual(await messagesOf(resolver, values));
    }
  });

  it('lets the schema read values the form does not show (step 2 of recovery: the address)', async () => {
    const reset = contractResolver<Record<string, string>>(forgotPasswordResetSchema(), {
      keys: ['validation_password_not_email', 'validation_match'],
      extra: () => ({ [F.email]: 'Correct-Horse7@example.com' }),
    });
    const values = {
      [F.recoveryCode]: '123456',
      // spec 001 §5: not the part of the address before the @.
      [F.password]: 'Correct-Horse7',
      [F.passwordRepeat]: 'Correct-Horse8',
    };

    expect(await messagesOf(reset, values)).toEqual({
      [F.password]: 'validation_password_not_email',
      [F.passwordRepeat]: 'validation_match',
    });
  });
});
