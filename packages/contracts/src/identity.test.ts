import { describe, expect, it } from 'vitest';
import { ZLoginRequest } from './identity';

describe('ZLoginRequest (spec 000 §4: both fields required)', () => {
  it('names each missing field with its catalog key; an address of spaces is missing', () => {
    const issues = ZLoginRequest.safeParse({ username: '  ', password: '' }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['username', 'validation_required'],
      ['password', 'validation_required'],
    ]);
  });

  it('reads the address trimmed', () => {
    expect(ZLoginRequest.parse({ username: ' ana@example.com ', password: 'x' }).username).toBe(
      'ana@example.com',
    );
  });
});
