import type { NationalRegister } from '@playfair/domain/jurisdictions';

// The sandbox registers' documented test persons (README "Safer gambling"), one per register, so
// tests and people can see a registered person refused at registration and at login. Each is on
// its register permanently. The mobiles are numbers the registration form takes for the market;
// the Swedish personnummer passes BankID's sandbox (any valid number approves there).

export type SandboxTestPerson = {
  register: NationalRegister;
  reference: string;
  givenName: string;
  familyName: string;
  dateOfBirth: string;
  nationalId: string | null;
  email: string;
  mobile: string;
};

export const SANDBOX_TEST_PERSONS = [
  {
    register: 'spelpaus',
    reference: 'test-person-se',
    givenName: 'Test',
    familyName: 'Spelpaus',
    dateOfBirth: '1970-01-01',
    nationalId: '197001011233',
    email: 'excluded.se@example.com',
    mobile: '+46 700000000',
  },
  {
    register: 'oasis',
    reference: 'test-person-de',
    givenName: 'Test',
    familyName: 'Oasis',
    dateOfBirth: '1970-01-01',
    nationalId: null,
    email: 'excluded.de@example.com',
    mobile: '+49 15100000000',
  },
  {
    register: 'cruks',
    reference: 'test-person-nl',
    givenName: 'Test',
    familyName: 'Cruks',
    dateOfBirth: '1970-01-01',
    nationalId: null,
    email: 'excluded.nl@example.com',
    mobile: '+31 600000000',
  },
  {
    register: 'gamstop',
    reference: 'test-person-gb',
    givenName: 'Test',
    familyName: 'Gamstop',
    dateOfBirth: '1970-01-01',
    nationalId: null,
    email: 'excluded.gb@example.com',
    mobile: '+44 7700900000',
  },
  {
    register: 'rgiaj',
    reference: 'test-person-es',
    givenName: 'Test',
    familyName: 'Rgiaj',
    dateOfBirth: '1970-01-01',
    nationalId: '12345678Z',
    email: 'excluded.es@example.com',
    mobile: '+34 600000000',
  },
] as const satisfies readonly SandboxTestPerson[];
