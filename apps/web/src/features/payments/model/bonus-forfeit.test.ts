import { describe, expect, it } from 'vitest';
import { rewardsAnswer, runningBonus } from '../../../test/rewards';
import { wallet } from '../payments-test-data';
import { forfeitableBonus } from './bonus-forfeit';

const NO_BONUS_MONEY = wallet('10000', '€100.00');
const BONUS_MONEY = wallet('10000', '€100.00', { minor: '2000', formatted: '€20.00' });

describe('forfeitableBonus (spec 000 §1 bonus forfeit warning)', () => {
  it('is null when no bonus runs', () => {
    expect(forfeitableBonus({ rewards: rewardsAnswer(), wallet: NO_BONUS_MONEY })).toBeNull();
    expect(forfeitableBonus({ rewards: undefined, wallet: NO_BONUS_MONEY })).toBeNull();
    expect(forfeitableBonus({ rewards: undefined, wallet: undefined })).toBeNull();
  });

  it("names the wallet's bonus money while the rewards list a running bonus", () => {
    expect(
      forfeitableBonus({
        rewards: rewardsAnswer({ bonuses: [runningBonus({ balanceFormatted: '€20.00' })] }),
        wallet: BONUS_MONEY,
      }),
    ).toEqual({ formatted: '€20.00' });
  });

  it('counts a bonus whose money is spent while its wagering runs', () => {
    expect(
      forfeitableBonus({
        rewards: rewardsAnswer({ bonuses: [runningBonus({ balanceMinor: '0' })] }),
        wallet: NO_BONUS_MONEY,
      }),
    ).toEqual({ formatted: '€0.00' });
  });

  it('takes bonus money in the wallet as a running bonus before the rewards are read', () => {
    expect(forfeitableBonus({ rewards: undefined, wallet: BONUS_MONEY })).toEqual({
      formatted: '€20.00',
    });
  });

  it("uses the bonus's own balance before the wallet is read", () => {
    expect(
      forfeitableBonus({
        rewards: rewardsAnswer({ bonuses: [runningBonus({ balanceFormatted: '€7.50' })] }),
        wallet: undefined,
      }),
    ).toEqual({ formatted: '€7.50' });
  });
});
