import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ACCOUNT_SETTINGS_FIELDS as F,
  ZChangeEmailForm,
  ZChangeMobileForm,
} from './account-settings';

function keysOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const keys: Record<string, string[]> = {};
  for (const issue of schema.safeParse(input).error?.issues ?? []) {
    (keys[issue.path.join('.')] ??= []).push(issue.message);
  }
  return keys;
}

describe('ZChangeEmailForm (the registration’s email rule)', () => {
  it('takes an address, spaces around it included, with the current password', () => {
    expect(
      keysOf(ZChangeEmailForm, { [F.newEmail]: ' ana@example.com ', [F.currentPassword]: 'x' }),
    ).toEqual({});
  });

  it('asks for both fields first, and refuses an address the registration refuses (111)', () => {
    const empty = keysOf(ZChangeEmailForm, { [F.newEmail]: '', [F.currentPassword]: '' });
    expect(empty[F.newEmail]?.[0]).toBe('validation_required');
    expect(empty[F.currentPassword]).toEqual(['validation_required']);
    expect(
      keysOf(ZChangeEmailForm, { [F.newEmail]: 'not-an-address', [F.currentPassword]: 'x' }),
    ).toEqual({ [F.newEmail]: ['registration_status_111'] });
  });
});

describe('ZChangeMobileForm (the registration’s mobile rules)', () => {
  const form = { [F.newMobilePrefix]: '+44', [F.currentPassword]: 'x' };

  it('takes a mobile of the country, its spaces not counted (spec 001 §5)', () => {
    expect(keysOf(ZChangeMobileForm, { ...form, [F.newMobile]: '7700 900 555' })).toEqual({});
  });

  it('refuses what the registration refuses: 116, 101, 118', () => {
    const cases: [Record<string, string>, string][] = [
      [{ [F.newMobilePrefix]: '+999', [F.newMobile]: '7700900444' }, 'registration_status_116'],
      [{ [F.newMobile]: '12' }, 'registration_status_101'],
      [{ [F.newMobile]: '2079460000' }, 'registration_status_118'],
    ];
    for (const [fields, key] of cases) {
      expect(keysOf(ZChangeMobileForm, { ...form, ...fields }), key).toEqual({
        [F.newMobile]: [key],
      });
    }
  });

  it('asks for the country code and the number', () => {
    expect(
      keysOf(ZChangeMobileForm, { ...form, [F.newMobilePrefix]: ' ', [F.newMobile]: ' ' }),
    ).toEqual({
      [F.newMobilePrefix]: ['validation_required'],
      [F.newMobile]: ['validation_required'],
    });
  });
});
