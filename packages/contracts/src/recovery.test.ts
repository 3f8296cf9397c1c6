import { describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_FIELDS as F, forgotPasswordResetSchema } from './recovery';

const RESET = {
  [F.email]: 'ana@example.com',
  [F.recoveryCode]: '123456',
  [F.password]: 'Better-pass1',
  [F.passwordRepeat]: 'Better-pass1',
  [F.csrfToken]: 'csrf-1',
};

function repeatKeys(repeat: string): string[] {
  return (
    forgotPasswordResetSchema().safeParse({ ...RESET, [F.passwordRepeat]: repeat }).error?.issues ??
    []
  )
    .filter((issue) => issue.path[0] === F.passwordRepeat)
    .map((issue) => issue.message);
}

describe('forgotPasswordResetSchema: the repeated password (spec 000 §5)', () => {
  it("asks for it, and says 'Does not match' when it differs", () => {
    expect(repeatKeys('Better-pass1')).toEqual([]);
    expect(repeatKeys('')).toEqual(['validation_required']);
    expect(repeatKeys('Better-pass2')).toEqual(['validation_match']);
  });
});
