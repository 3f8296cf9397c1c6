import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  isErrorCode,
  REGISTRATION_STATUS,
  registrationStatusMessageKey,
} from './error-codes';

describe('error codes (spec 001 §8)', () => {
  it.each([
    ['USER_NOT_FOUND', 1],
    ['GAME_NOT_FOUND', 2],
    ['INVALID_GAME_CATEGORY', 14],
    ['MISSING_AUTHENTICATION_TOKEN', 22],
    ['EMAIL_NOT_VERIFIED', 24],
    ['USERNAME_ALREADY_EXISTS', 41],
    ['EMAIL_ALREADY_EXISTS', 42],
    ['INTERNAL_SERVER_ERROR', 44],
    ['VALIDATION_ERROR', 108],
    ['EMAIL_IS_INVALID', 111],
  ] as const)('%s has id %i', (code, id) => {
    expect(ERROR_CODES[code].id).toBe(id);
  });

  it('gives every code a client or server error status and a message key', () => {
    for (const definition of Object.values(ERROR_CODES)) {
      expect(definition.status).toBeGreaterThanOrEqual(400);
      expect(definition.status).toBeLessThan(600);
      expect(definition.messageKey).toMatch(/^[a-z0-9_]+$/);
    }
  });

  it('answers 44 with the generic customer-care message', () => {
    expect(ERROR_CODES.INTERNAL_SERVER_ERROR.messageKey).toBe('generic_error_msg');
  });

  it('knows its own codes only', () => {
    expect(isErrorCode('VALIDATION_ERROR')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
  });

  it('names registration status messages by their code', () => {
    expect(registrationStatusMessageKey(REGISTRATION_STATUS.REGION_BLOCKED)).toBe(
      'registration_status_2001',
    );
  });
});
