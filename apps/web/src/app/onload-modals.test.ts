import { describe, expect, it } from 'vitest';
import { onloadModals } from './onload-modals';

describe('onloadModals', () => {
  it('maps the named actions and the generic modal action, in order, skipping the others', () => {
    expect(
      onloadModals([
        { action: 'notification', params: { message: 'hi' } },
        { action: 'login', params: {} },
        {
          action: 'modal',
          params: { name: 'login-info', lastLogin: '2025-01-01', count: 2, x: {} },
        },
        { action: 'modal', params: { name: 'no-such-modal' } },
        { action: 'forgotPasswordSms', params: {} },
        { action: 'deposit', params: {} },
        { action: 'rewards', params: {} },
      ]),
    ).toEqual([
      { id: 'login' },
      { id: 'login-info', params: { lastLogin: '2025-01-01', count: '2' } },
      { id: 'forgot-password-sms' },
      { id: 'deposit' },
      { id: 'rewards' },
    ]);
  });
});

describe('onloadModals: the consents, the block modals, the generic error, the survey', () => {
  const context = { locale: 'en', random: 0.5, features: {} };

  it('marketingConsentsModal opens the consents modal', () => {
    expect(onloadModals([{ action: 'marketingConsentsModal', params: {} }], context)).toEqual([
      { id: 'marketing-consents' },
    ]);
  });

  it('deAnnualKycModal opens the annual KYC modal (spec 001 §2)', () => {
    expect(onloadModals([{ action: 'deAnnualKycModal', params: {} }], context)).toEqual([
      { id: 'annual-kyc' },
    ]);
  });

  it('an action named like a server modal opens it, with its params', () => {
    expect(
      onloadModals(
        [
          { action: 'kyc-block', params: {} },
          { action: 'gameplay-block', params: { 'can-close': '1' } },
          { action: 'no-such-block', params: {} },
        ],
        context,
      ),
    ).toEqual([{ id: 'kyc-block' }, { id: 'gameplay-block', params: { 'can-close': '1' } }]);
  });

  it('genericModal opens the generic error modal, with a message when the server gives one', () => {
    expect(
      onloadModals(
        [
          { action: 'genericModal', params: {} },
          { action: 'genericModal', params: { message: 'Bank ID failed', redirect: 'lobby' } },
        ],
        context,
      ),
    ).toEqual([
      { id: 'generic-error' },
      { id: 'generic-error', params: { message: 'Bank ID failed', redirect: 'lobby' } },
    ]);
  });

  it('delighted offers the survey to a sample of 0.03, never on es and hr', () => {
    const delighted = [{ action: 'delighted', params: {} }];
    expect(onloadModals(delighted, { ...context, random: 0.029 })).toEqual([{ id: 'survey' }]);
    expect(onloadModals(delighted, { ...context, random: 0.03 })).toEqual([]);
    expect(onloadModals(delighted, { ...context, locale: 'es', random: 0 })).toEqual([]);
    expect(onloadModals(delighted, { ...context, locale: 'hr', random: 0 })).toEqual([]);
    expect(onloadModals(delighted)).toEqual([]);
  });

  it('the fake-or-real popup opens only where its feature flag is on', () => {
    const popup = [{ action: 'modal', params: { name: 'fake-or-real' } }];
    expect(onloadModals(popup, context)).toEqual([]);
    expect(onloadModals(popup, { ...context, features: { 'fake-or-real-popup': true } })).toEqual([
      { id: 'fake-or-real' },
    ]);
  });
});
