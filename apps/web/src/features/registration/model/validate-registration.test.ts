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
import { describe, expect, it } from 'vitest';
import { completeValues } from './registration-values';
import { formIssues, sectionIssues } from './validate-registration';

function sectionOf(field: RegistrationFieldName): RegistrationSection {
  const section = ([1, 2, 3] as const).find((candidate) =>
    (REGISTRATION_SECTION_FIELDS[candidate] as readonly string[]).includes(field),
  );
  if (section === undefined) throw new Error(`${field} is in no section`);
  return section;
}

// The shared case table (packages/contracts/src/registration-cases.ts), through the path the form
// takes: the visible section's check (what enables Continue) and the whole form (the submit).
describe('the registration case table through the form’s validation', () => {
  it.each(REGISTRATION_CASES.map((testCase) => [testCase.name, testCase] as const))(
    '%s',
    (_name, testCase) => {
      const context = registrationCaseContext(testCase.market);
      const input = registrationCaseInput(testCase);
      const values = completeValues(input);
      const whole = formIssues(input, context);

      if (testCase.expected.isValid) {
        expect(whole).toEqual([]);
        for (const section of [1, 2, 3] as const) {
          expect(sectionIssues(section, values, context), `section ${section}`).toEqual([]);
        }
        return;
      }

      const { field, key } = testCase.expected;
      // The key the player reads is exactly the schema's (no fallback to "not valid").
      expect(whole).toContainEqual({ field, key });
      expect(sectionIssues(sectionOf(field), values, context)).toContainEqual({ field, key });
    },
  );
});
