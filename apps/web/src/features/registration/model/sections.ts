import {
  REGISTRATION_SECTION_PROGRESS,
  type RegistrationSection,
} from '@playfair/contracts/registration';

/** spec 001 §2: three form sections, then the fourth (the email-verification message). */
export type RegistrationStep = RegistrationSection | 4;

export const FORM_SECTIONS = [1, 2, 3] as const satisfies readonly RegistrationSection[];
export const LAST_FORM_SECTION: RegistrationSection = 3;

export function progressOf(section: RegistrationSection): number {
  return REGISTRATION_SECTION_PROGRESS[section];
}

export function nextSection(section: RegistrationSection): RegistrationSection {
  return section === 1 ? 2 : 3;
}

export function previousSection(section: RegistrationSection): RegistrationSection {
  return section === 3 ? 2 : 1;
}

export function isLastSection(section: RegistrationSection): boolean {
  return section === LAST_FORM_SECTION;
}
