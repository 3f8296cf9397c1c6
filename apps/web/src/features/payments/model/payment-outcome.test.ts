import { describe, expect, it } from 'vitest';
import {
  isFinalPaymentStatus,
  readCardRemovalAnswer,
  readDepositAnswer,
  safeExternalUrl,
} from './payment-outcome';

describe('readDepositAnswer', () => {
  it('follows a started payment, with its bank page when there is one', () => {
    expect(
      readDepositAnswer({
        kind: 'answer',
        answer: {
          success: true,
          paymentId: 'p1',
          status: 'pending',
          service: { url: 'https://bank.example/approve/p1' },
        },
      }),
    ).toEqual({
      kind: 'started',
      paymentId: 'p1',
      status: 'pending',
      serviceUrl: 'https://bank.example/approve/p1',
      note: null,
    });
  });

  it('shows the first error message of a refusal (spec 001 §8)', () => {
    expect(
      readDepositAnswer({
        kind: 'answer',
        answer: { success: false, errors: [{ msg: 'Declined.' }, { msg: 'Second.' }] },
      }),
    ).toEqual({ kind: 'refused', message: 'Declined.' });
  });

  it('follows a payment whose fate is not known yet, with the message as a note', () => {
    expect(
      readDepositAnswer({
        kind: 'answer',
        answer: { success: false, errors: [{ msg: 'Checking.' }], paymentId: 'p2' },
      }),
    ).toMatchObject({ kind: 'started', paymentId: 'p2', status: 'pending', note: 'Checking.' });
  });

  it('is the session-expired case when the csrf retries ran out', () => {
    expect(readDepositAnswer({ kind: 'csrf-exhausted' })).toEqual({ kind: 'session-expired' });
  });
});

describe('safeExternalUrl', () => {
  it('opens only web addresses', () => {
    expect(safeExternalUrl('https://bank.example/a')).toBe('https://bank.example/a');
    expect(safeExternalUrl('/payments/sandbox/p1')).toBe(
      `${window.location.origin}/payments/sandbox/p1`,
    );
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('data:text/html,hi')).toBeNull();
  });
});

describe('isFinalPaymentStatus', () => {
  it('stops polling once the provider has decided', () => {
    expect(isFinalPaymentStatus('pending')).toBe(false);
    expect(isFinalPaymentStatus('succeeded')).toBe(true);
    expect(isFinalPaymentStatus('failed')).toBe(true);
    expect(isFinalPaymentStatus('cancelled')).toBe(true);
  });
});

describe('readCardRemovalAnswer', () => {
  it('reads removed, failed with the first message, and session-expired', () => {
    expect(readCardRemovalAnswer({ kind: 'answer', answer: { success: true } })).toEqual({
      kind: 'removed',
    });
    expect(
      readCardRemovalAnswer({
        kind: 'answer',
        answer: { success: false, errors: [{ msg: 'Card in use.' }] },
      }),
    ).toEqual({ kind: 'failed', message: 'Card in use.' });
    expect(readCardRemovalAnswer({ kind: 'csrf-exhausted' })).toEqual({
      kind: 'session-expired',
    });
  });
});
