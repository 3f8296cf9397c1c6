import { MAX_TRANSLATION_KEYS } from '@playfair/contracts/translations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, XHR, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function select(locale: string, keys: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/${locale}/translations/selection`,
    headers: XHR,
    payload: { keys },
  });
}

describe('POST /{locale}/translations/selection (spec 000 §7)', () => {
  it('answers payload with the texts of the locale', async () => {
    const response = await select('fi', ['menu_casino', 'header_login']);
    expect(response.statusCode).toBe(200);
    const { payload } = response.json();
    expect(Object.keys(payload).sort()).toEqual(['header_login', 'menu_casino']);
    expect(payload.header_login).not.toBe('Log in');
  });

  it('answers the spec’s generic error text in English', async () => {
    const { payload } = (await select('en', ['generic_error_msg'])).json();
    expect(payload.generic_error_msg).toBe('An error occurred. Please contact our customer care.');
  });

  it('falls back to English for a key the locale lacks (spec 001 §8: nl registration messages)', async () => {
    const { payload } = (await select('nl', ['registration_status_42', 'header_login'])).json();
    expect(payload.registration_status_42).toBe('Email already exists.');
    expect(payload.header_login).not.toBe('Log in');
  });

  it('falls back through Spanish for Peru before English', async () => {
    const es = (await select('es', ['menu_casino', 'header_register'])).json().payload;
    const pe = (await select('pe', ['menu_casino', 'header_register'])).json().payload;
    expect(pe.header_register).not.toBe('Register');
    expect(pe.menu_casino).toBe(es.menu_casino);
  });

  it('leaves out a key no catalog has', async () => {
    const { payload } = (await select('en', ['header_login', 'no_such_key'])).json();
    expect(payload).toEqual({ header_login: 'Log in' });
  });

  it.each([
    ['an empty list', []],
    ['a key with markup', ['<script>']],
    ['a key too long', ['k'.repeat(129)]],
    ['a number', [42]],
    ['too many keys', Array.from({ length: MAX_TRANSLATION_KEYS + 1 }, (_, i) => `k${i}`)],
    ['no list at all', undefined],
  ])('refuses %s with 400', async (_, keys) => {
    const response = await select('en', keys);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });
});
