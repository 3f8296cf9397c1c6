import {
  REGISTRATION_FIELDS as F,
  REGISTRATION_SECTION_FIELDS,
  registrationFormSchema,
  registrationSection1Schema,
  registrationSection2Schema,
  registrationSection3Schema,
  type RegistrationFieldName,
  type RegistrationFormContext,
  type RegistrationSection,
  type TRegistrationFormInput,
} from '@playfair/contracts/registration';
import type { z } from 'zod';
import { isRegistrationTextKey, type RegistrationTextKey } from '../text-keys';
import type { RegistrationValues } from './registration-values';

// The browser validates with the very schemas the server checks with (CONVENTIONS "Contracts and
// validation"): never a rule of its own. This file only reads their issues.

export type RegistrationIssue = { field: RegistrationFieldName; key: RegistrationTextKey };

/** A problem per field: the first one the schema reports, in the order a player fixes them. */
export type FieldProblems = Partial<Record<RegistrationFieldName, RegistrationTextKey>>;

function issuesOf(error: z.ZodError | undefined): RegistrationIssue[] {
  return (error?.issues ?? []).map((issue) => ({
    field: String(issue.path[0] ?? '') as RegistrationFieldName,
    // Every schema message is a catalog key; one we do not render still says "not valid".
    key: isRegistrationTextKey(issue.message) ? issue.message : 'validation_invalid',
  }));
}

function sectionSchema(section: RegistrationSection, context: RegistrationFormContext) {
  switch (section) {
    case 1:
      return registrationSection1Schema(context);
    case 2:
      return registrationSection2Schema(context);
    case 3:
      return registrationSection3Schema(context);
  }
}

/** The issues of one section, as the player sees it (spec 001 §4: the visible section). */
export function sectionIssues(
  section: RegistrationSection,
  values: RegistrationValues,
  context: RegistrationFormContext,
): RegistrationIssue[] {
  const fields = REGISTRATION_SECTION_FIELDS[section] as readonly RegistrationFieldName[];
  const input = Object.fromEntries(
    fields.map((name) => [name, values[name as keyof RegistrationValues]]),
  );
  return issuesOf(sectionSchema(section, context).safeParse(input).error);
}

/** The issues of the whole form as posted (the server's own check). */
export function formIssues(
  input: TRegistrationFormInput,
  context: RegistrationFormContext,
): RegistrationIssue[] {
  return issuesOf(registrationFormSchema(context).safeParse(input).error);
}

export function firstProblems(issues: readonly RegistrationIssue[]): FieldProblems {
  const problems: FieldProblems = {};
  for (const { field, key } of issues) problems[field] ??= key;
  return problems;
}

/** The fields of the date of birth share one error (spec 001 §5: the age check). */
export const DATE_OF_BIRTH_FIELDS = [F.dobDay, F.dobMonth, F.dobYear] as const;
