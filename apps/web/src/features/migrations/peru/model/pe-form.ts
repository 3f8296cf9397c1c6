import { PE_MIGRATION_FIELDS as F, PERUVIAN_NATIONALITY } from '@playfair/contracts/pe-migration';
import { mobileProblem } from '@playfair/domain/registration-countries';
import {
  IDENTITY_DOCUMENT_TYPES,
  isIdentityDocumentNumberValid,
  normaliseMobile,
  type IdentityDocumentType,
} from '@playfair/domain/validation';
import type { PeMigrationTextKey } from '../text-keys';

// spec 001 §3 / §4 / §5: the Peruvian migration form's values, what is wrong with each (the same
// rules the server applies: domain validators), and the fields it posts.

export type PeFormValues = {
  prefix: string;
  mobile: string;
  documentType: string;
  documentNumber: string;
  nationality: string;
  district: string;
  department: string;
  isMarketingConsented: boolean;
};

export type PeField = Exclude<keyof PeFormValues, 'isMarketingConsented' | 'prefix'>;

export const PE_FIELDS: readonly PeField[] = [
  'mobile',
  'documentType',
  'documentNumber',
  'nationality',
  'district',
  'department',
];

/** The form's field name of each value (spec 001 §3), for the server's per-field errors. */
export const PE_FIELD_NAMES: Readonly<Record<PeField, string>> = {
  mobile: F.mobile,
  documentType: F.documentType,
  documentNumber: F.documentNumber,
  nationality: F.nationality,
  district: F.district,
  department: F.department,
};

export const INITIAL_PE_VALUES: PeFormValues = {
  prefix: '+51',
  mobile: '',
  documentType: '',
  documentNumber: '',
  nationality: PERUVIAN_NATIONALITY,
  district: '',
  department: '',
  isMarketingConsented: false,
};

function isDocumentType(value: string): value is IdentityDocumentType {
  return (IDENTITY_DOCUMENT_TYPES as readonly string[]).includes(value);
}

/** Each field's problem as a catalog key; a field missing from the answer is valid. */
export function peFieldProblems(
  values: PeFormValues,
): Partial<Record<PeField, PeMigrationTextKey>> {
  const problems: Partial<Record<PeField, PeMigrationTextKey>> = {};
  const mobile = normaliseMobile(values.mobile);
  if (mobile === '') problems.mobile = 'validation_required';
  else if (mobileProblem(values.prefix, mobile) !== null) {
    problems.mobile = 'pe_migration_error_invalid_mobile';
  }
  if (!isDocumentType(values.documentType)) problems.documentType = 'validation_required';
  else if (!isIdentityDocumentNumberValid(values.documentType, values.documentNumber.trim())) {
    // spec 001 §5: DNI exactly 8 digits, CE exactly 9.
    problems.documentNumber = values.documentType === 'DNI' ? 'validation_dni' : 'validation_ce';
  }
  if (values.documentType === 'CE' && values.nationality === '') {
    problems.nationality = 'pe_migration_nationality_required';
  }
  if (values.district === '') problems.district = 'validation_required';
  if (values.department === '') problems.department = 'validation_required';
  return problems;
}

/**
 * The posted form: spaces stripped from the mobile (spec 001 §5), the nationality forced to PE
 * unless the document is a CE, the hidden consented field 1 or 0 (spec 001 §3).
 */
export function peFormFields(values: PeFormValues): Record<string, string> {
  return {
    [F.mobilePrefix]: values.prefix,
    [F.mobile]: normaliseMobile(values.mobile),
    [F.documentType]: values.documentType,
    [F.documentNumber]: values.documentNumber.trim(),
    [F.nationality]: values.documentType === 'CE' ? values.nationality : PERUVIAN_NATIONALITY,
    [F.district]: values.district,
    [F.department]: values.department,
    [F.marketingConsented]: values.isMarketingConsented ? '1' : '0',
  };
}
