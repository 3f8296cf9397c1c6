import { describe, expect, it } from 'vitest';
import {
  bankIdCollectOutcome,
  bankIdReturnOrder,
  bankIdReturnPath,
  isBankIdFollowUp,
  isBankIdLogin,
  withoutBankIdReturn,
} from './bank-id-login';

const ORDER = '0123456789abcdef0123456789abcdef';
const NONE = { success: false, error: null, giiUrl: null } as const;

describe('the bank-ID return address (spec 001 §2)', () => {
  it('names a well-formed order only', () => {
    expect(bankIdReturnOrder(`?bankid=${ORDER}&x=1`)).toBe(ORDER);
    expect(bankIdReturnOrder('?bankid=../../user/logout')).toBeNull();
    expect(bankIdReturnOrder(`?bankid=${ORDER.toUpperCase()}`)).toBeNull();
    expect(bankIdReturnOrder('?x=1')).toBeNull();
  });

  it('leaves the rest of the address alone when the order comes off, and puts it back on', () => {
    expect(withoutBankIdReturn(`?bankid=${ORDER}`)).toBe('');
    expect(withoutBankIdReturn(`?tab=a&bankid=${ORDER}&b=2`)).toBe('?tab=a&b=2');
    expect(bankIdReturnPath('/sv/casino?tab=a', ORDER)).toBe(`/sv/casino?tab=a&bankid=${ORDER}`);
  });
});

describe('what a collected order means', () => {
  it('logs in, registers, waits or refuses', () => {
    expect(bankIdCollectOutcome({ ...NONE, success: true, redirect: '/sv/' }, ORDER)).toEqual({
      kind: 'logged-in',
      redirect: '/sv/',
    });
    expect(
      bankIdCollectOutcome({ ...NONE, error: 'No account.', register: true, orderRef: ORDER }, 'x'),
    ).toEqual({ kind: 'register', orderRef: ORDER, message: 'No account.' });
    expect(bankIdCollectOutcome({ ...NONE, pending: true }, ORDER)).toEqual({
      kind: 'pending',
      orderRef: ORDER,
    });
    expect(bankIdCollectOutcome({ ...NONE, error: 'Cancelled.' }, ORDER)).toEqual({
      kind: 'refused',
      message: 'Cancelled.',
    });
    expect(bankIdCollectOutcome({ ...NONE, success: true }, ORDER)).toEqual({
      kind: 'refused',
      message: null,
    });
  });
});

describe('who logs in with bank ID', () => {
  it('is the SGA authority, and whoever a collect sent to the login', () => {
    expect(isBankIdLogin({ licencesAuthority: 'SGA' })).toBe(true);
    expect(isBankIdLogin({ licencesAuthority: 'MGA' })).toBe(false);
    expect(isBankIdFollowUp({ bankidError: 'Cancelled.' })).toBe(true);
    expect(isBankIdFollowUp({ other: 'x' })).toBe(false);
    expect(isBankIdFollowUp(undefined)).toBe(false);
  });
});
