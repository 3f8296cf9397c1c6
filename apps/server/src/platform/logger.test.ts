import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { serializeError } from './logger';

describe('serializeError', () => {
  it('keeps the failed statement and the driver codes, never its parameters or row values', () => {
    const driverError = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: 'players_email_key',
      table: 'players',
      detail: 'Key (email)=(victim@example.com) already exists.',
      client: { secretKey: 12345 },
    });
    const error = new DrizzleQueryError(
      'insert into players (email) values ($1)',
      ['victim@example.com'],
      driverError,
    );
    const serialized = serializeError(error);
    const text = JSON.stringify(serialized);
    expect(text).not.toContain('victim@example.com');
    expect(text).not.toContain('secretKey');
    expect(serialized.message).toBe('Failed query: insert into players (email) values ($1)');
    expect(serialized.cause).toMatchObject({ code: '23505', constraint: 'players_email_key' });
  });

  it('says what a thrown non-error was without its value', () => {
    expect(serializeError('victim@example.com')).toMatchObject({ type: 'string' });
    expect(JSON.stringify(serializeError('victim@example.com'))).not.toContain('victim');
  });
});
