import {
  REGISTRATION_SECTION_FIELDS,
  type RegistrationFieldName,
  type RegistrationSection,
} from '@playfair/contracts/registration';
import {
  REGISTRATION_CASES,
  registrationCaseContext,
  registrationCaseInput,
} from '@playfair/contracts/registration-cases';
import type { FieldError, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { registrationResolver } from './registration-resolver';
import { completeValues, type RegistrationValues } from './registration-values';

function sectionOf(field: RegistrationFieldName): RegistrationSection {
  const section = ([1, 2, 3] as const).find((candidate) =>
    (REGISTRATION_SECTION_FIELDS[candidate] as readonly string[]).includes(field),
  );
  if (section === undefined) throw new Error(`${field} is in no section`);
  return section;
}

const RESOLVER_OPTIONS: ResolverOptions<RegistrationValues> = {
  fields: {},
  shouldUseNativeValidation: false,
};

/** What the form shows for each field of `section`: the key of its first issue. */
async function sectionKeys(
  section: RegistrationSection,
  values: RegistrationValues,
  testCase: (typeof REGISTRATION_CASES)[number],
): Promise<Record<string, string | undefined>> {
  const resolver = registrationResolver(registrationCaseContext(testCase.market), section);
  const { errors } = await resolver(values, undefined, RESOLVER_OPTIONS);
  const keys = Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, (error as FieldError).message]),
  );
  // What the form shows as the player types is the same judgement.
  expect(resolver.issuesOf(values)).toEqual(keys);
  return keys;
}

// The shared case table (packages/contracts/src/registration-cases.ts) through the form's own
// resolver: the visible section's check, which enables Continue (the server runs the whole form
// through the same schema: packages/contracts/src/registration.test.ts).
describe('the registration case table through the form’s resolver', () => {
  it.each(REGISTRATION_CASES.map((testCase) => [testCase.name, testCase] as const))(
    '%s',
    async (_name, testCase) => {
      const values = completeValues(registrationCaseInput(testCase));

      if (testCase.expected.isValid) {
        for (const section of [1, 2, 3] as const) {
          expect(await sectionKeys(section, values, testCase), `section ${section}`).toEqual({});
        }
        return;
      }

      const { field, key } = testCase.expected;
      const section = sectionOf(field);
      const keys = await sectionKeys(section, values, testCase);
      // The key the player reads is exactly the schema's (no fallback to "not valid").
      expect(keys[field]).toBe(key);
      // Only the visible section's fields are judged.
      const judged = REGISTRATION_SECTION_FIELDS[section] as readonly string[];
      expect(Object.keys(keys).filter((name) => !judged.includes(name))).toEqual([]);
    },
  );
});
