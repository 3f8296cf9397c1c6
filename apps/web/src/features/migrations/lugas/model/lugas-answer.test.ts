import { LUGAS_MIGRATION_FIELDS as F } from '@playfair/contracts/lugas-migration';
import { describe, expect, it } from 'vitest';
import { lugasAnswerView } from './lugas-answer';

const t = (key: string) => `t:${key}`;

describe('lugasAnswerView (spec 001 §5 / §8)', () => {
  it('a success follows data.redirect', () => {
    expect(
      lugasAnswerView(
        { success: true, data: { redirect: '/de/casino' }, message: 'ok', errors: {} },
        t,
      ),
    ).toEqual({ kind: 'done', redirect: '/de/casino' });
  });

  it("'Validation error.' marks the fields, with the field's own text where it has one", () => {
    expect(
      lugasAnswerView(
        {
          success: false,
          message: 'Validation error.',
          errors: { [F.placeOfBirth]: 'server text', [F.maidenName]: 'too long' },
        },
        t,
      ),
    ).toEqual({
      kind: 'refused',
      messageKey: null,
      fieldErrors: {
        [F.placeOfBirth]: 't:lugas_migration_place_invalid',
        [F.maidenName]: 'too long',
      },
    });
  });

  it('the update failures have their own messages and keep the server field texts', () => {
    expect(
      lugasAnswerView(
        {
          success: false,
          message: 'updateUserMonthlyLimitError',
          errors: { [F.monthlyLimit]: 'playing elsewhere' },
        },
        t,
      ),
    ).toEqual({
      kind: 'refused',
      messageKey: 'lugas_migration_error_monthly_limit',
      fieldErrors: { [F.monthlyLimit]: 'playing elsewhere' },
    });
    expect(
      lugasAnswerView({ success: false, message: 'updateUserDetailsError', errors: {} }, t),
    ).toMatchObject({ messageKey: 'lugas_migration_error_user_data' });
  });

  it('anything else is the generic registration error', () => {
    expect(lugasAnswerView({ success: false, message: 'boom', errors: {} }, t)).toEqual({
      kind: 'refused',
      messageKey: 'lugas_migration_error_generic',
      fieldErrors: {},
    });
  });
});
