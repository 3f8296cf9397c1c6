import { DE_CITY_AUTOCOMPLETE_ROWS } from '@playfair/domain/constants';
import { describe, expect, it } from 'vitest';
import { citySuggestions } from './city-suggestions';
import {
  afterSms,
  canRequestVerification,
  currentVerification,
  isMobileVerified,
  mobileIdentity,
  mobileRefusalMessage,
} from './mobile-verification';
import { entryFromConfig, startFromResponse } from './registration-entry';
import { progressOf } from './sections';
import { failureMessage, outcomeOfSuccess } from './submit-outcome';

describe('progress (spec 001 §2)', () => {
  it('is 50, 75 and 100 % over the three sections', () => {
    expect([progressOf(1), progressOf(2), progressOf(3)]).toEqual([50, 75, 100]);
  });
});

describe('submit outcome (spec 001 §4, §8)', () => {
  const success = {
    registrationGtm: { event: 'registrationSuccess', userId: 'p1', country: 'GB' },
  } as const;

  it('follows a redirect, else shows the email-verification section, else reloads', () => {
    expect(
      outcomeOfSuccess({ ...success, redirect: '/en/casino', emailVerification: true }),
    ).toEqual({
      kind: 'redirect',
      url: '/en/casino',
    });
    expect(outcomeOfSuccess({ ...success, redirect: null, emailVerification: true })).toEqual({
      kind: 'email-verification',
    });
    expect(outcomeOfSuccess({ ...success, redirect: null, emailVerification: false })).toEqual({
      kind: 'reload',
    });
  });

  it('gives status 2000 its own message and any other the generic one with the joined errors', () => {
    expect(failureMessage({ status: 2000, errors: [{ msg: 'ignored', key: 'x' }] })).toEqual({
      key: 'registration_status_2000',
    });
    expect(
      failureMessage({
        status: 108,
        errors: [
          { msg: 'Email already exists.', key: 'registration_status_42' },
          { msg: 'Invalid Email.', key: 'registration_status_111' },
        ],
      }),
    ).toEqual({ key: 'generic_error_msg', details: 'Email already exists. Invalid Email.' });
  });
});

describe('mobile verification (spec 001 §4)', () => {
  const number = mobileIdentity('+44', '7700 900100');

  it('moves forward on 103, re-enables the button on 1337 and shows the message of 9999', () => {
    const sent = afterSms({ status: 103, message: '' }, number);
    expect(sent).toMatchObject({ status: 'sms-sent', message: { key: 'registration_status_103' } });
    expect(isMobileVerified(sent)).toBe(true);
    expect(canRequestVerification(sent)).toBe(false);

    const tooMany = afterSms({ status: 1337, message: '' }, number);
    expect(tooMany).toMatchObject({ message: { key: 'registration_status_1337' } });
    expect(canRequestVerification(tooMany)).toBe(true);
    expect(isMobileVerified(tooMany)).toBe(false);

    expect(afterSms({ status: 9999, message: 'Operator unavailable' }, number)).toMatchObject({
      status: 'failed',
      message: { text: 'Operator unavailable' },
    });
  });

  it('forgets a verification once the number changes', () => {
    const verified = { status: 'verified', number } as const;
    expect(currentVerification(verified, mobileIdentity('+44', '7700900100'))).toBe(verified);
    expect(currentVerification(verified, mobileIdentity('+44', '7700 900101'))).toEqual({
      status: 'idle',
    });
  });

  it('shows a refusal by its status key, or the server text for a status without one', () => {
    const refusal = (ErrorCodeID: number) =>
      mobileRefusalMessage({
        Success: false,
        Errors: [{ Error: 'X', Message: 'Server says no', ErrorCodeID }],
      });
    expect(refusal(114)).toEqual({ key: 'registration_status_114' });
    expect(refusal(777)).toEqual({ text: 'Server says no' });
  });
});

describe('German city suggestions (spec 001 §9)', () => {
  const cities = Array.from({ length: 12 }, (_, index) => ({
    name: `Bad Stadt ${index}`,
    state: index % 2 === 0 ? 'BY' : 'NW',
  }));

  it('shows at most 5 rows, the chosen state’s first', () => {
    const rows = citySuggestions(cities, 'bad', 'NW');
    expect(rows).toHaveLength(DE_CITY_AUTOCOMPLETE_ROWS);
    expect(rows.every((city) => city.state === 'NW')).toBe(true);
  });

  it('matches without case or accents, prefixes first', () => {
    const rows = citySuggestions(
      [
        { name: 'Frankfurt am Main', state: 'HE' },
        { name: 'Münster', state: 'NW' },
        { name: 'Neumünster', state: 'SH' },
      ],
      'MUN',
      '',
    );
    expect(rows.map((city) => city.name)).toEqual(['Münster', 'Neumünster']);
    expect(citySuggestions(cities, '  ', '')).toEqual([]);
  });
});

describe('where registration starts (spec 001 §2)', () => {
  const config = { locale: 'en', licencesAuthority: 'MGA', features: {} };

  it('takes SGA to bank ID, SGCA and registration_static_v3 to their pages', () => {
    expect(entryFromConfig({ ...config, licencesAuthority: 'SGA' }, 'modal')).toEqual({
      kind: 'bank-id',
    });
    expect(entryFromConfig({ ...config, licencesAuthority: 'SGCA' }, 'modal')).toEqual({
      kind: 'page',
      path: '/sr/registracija',
    });
    expect(
      entryFromConfig({ ...config, features: { registration_static_v3: true } }, 'modal'),
    ).toEqual({ kind: 'page', path: '/en/register' });
    expect(
      entryFromConfig({ ...config, features: { registration_static_v3: true } }, 'page'),
    ).toEqual({ kind: 'form' });
    expect(entryFromConfig(config, 'modal')).toEqual({ kind: 'form' });
  });

  it('shows SGA the form once bank ID has identified the person', () => {
    const order = '0123456789abcdef0123456789abcdef';
    expect(entryFromConfig({ ...config, licencesAuthority: 'SGA' }, 'modal', order)).toEqual({
      kind: 'bank-id-form',
      orderRef: order,
    });
  });

  it('reads the server’s blocked country and redirects, never looping on the same page', () => {
    expect(
      startFromResponse(
        { isCountryBlocked: true, modal: 'registration-country-blocked', redirect: null },
        '/en/',
      ),
    ).toEqual({ kind: 'blocked', modal: 'registration-country-blocked' });
    const toStatic = {
      isCountryBlocked: false,
      redirect: '/en/register',
      reason: 'registration_static_v3',
    } as const;
    expect(startFromResponse(toStatic, '/en/casino')).toEqual({
      kind: 'page',
      path: '/en/register',
    });
    expect(startFromResponse(toStatic, '/en/register')).toEqual({ kind: 'this-page' });
  });
});
