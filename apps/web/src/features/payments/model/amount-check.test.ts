import { describe, expect, it } from 'vitest';
import { checkDepositAmount, typedAmountOf } from './amount-check';

const LIMIT = { min: '1000', max: '500000' };

describe('checkDepositAmount (spec 001 §5)', () => {
  it('refuses an amount below the method minimum, naming the minimum', () => {
    expect(checkDepositAmount('9.99', LIMIT)).toEqual({ kind: 'below-min', limitMinor: 1000n });
  });

  it('refuses an amount above the method maximum, naming the maximum', () => {
    expect(checkDepositAmount('5000,01', LIMIT)).toEqual({
      kind: 'above-max',
      limitMinor: 500000n,
    });
  });

  it('takes both limits themselves', () => {
    expect(checkDepositAmount('10', LIMIT)).toEqual({ kind: 'ok', minor: 1000n });
    expect(checkDepositAmount('5 000', LIMIT)).toEqual({ kind: 'ok', minor: 500000n });
  });

  it('reads what players type as the server does', () => {
    expect(checkDepositAmount('20,5', LIMIT)).toEqual({ kind: 'ok', minor: 2050n });
    expect(checkDepositAmount(' 25.00 ', LIMIT)).toEqual({ kind: 'ok', minor: 2500n });
  });

  it('calls anything else not an amount', () => {
    for (const typed of ['', 'abc', '-20', '1e3', '20.505', '0']) {
      expect(checkDepositAmount(typed, LIMIT), typed).toEqual({ kind: 'invalid' });
    }
  });
});

describe('typedAmountOf', () => {
  it('writes a preset as a player would type it', () => {
    expect(typedAmountOf('2000')).toBe('20');
    expect(typedAmountOf('2050')).toBe('20.50');
    expect(typedAmountOf('5')).toBe('0.05');
  });
});
