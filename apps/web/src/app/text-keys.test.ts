import { describe, expect, it } from 'vitest';
import { ENGLISH_CATALOG } from '../test/i18n';
import { APP_TEXT_NAMESPACES } from './text-keys';

describe('APP_TEXT_NAMESPACES', () => {
  it('asks only for keys the English catalog has', () => {
    const keys = Object.values(APP_TEXT_NAMESPACES).flat();
    expect(keys.filter((key) => !(key in ENGLISH_CATALOG))).toEqual([]);
  });
});
