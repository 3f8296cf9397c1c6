import { PE_MIGRATION_FIELDS as F } from '@playfair/contracts/pe-migration';
import { describe, expect, it } from 'vitest';
import { INITIAL_PE_VALUES, peFieldProblems, peFormFields, type PeFormValues } from './pe-form';

const GOOD: PeFormValues = {
  ...INITIAL_PE_VALUES,
  mobile: '912 345 678',
  documentType: 'DNI',
  documentNumber: '12345678',
  district: '150104',
  department: '15',
};

describe('peFieldProblems (spec 001 §4 / §5)', () => {
  it('a complete form has none', () => {
    expect(peFieldProblems(GOOD)).toEqual({});
  });

  it('DNI exactly 8 digits, CE exactly 9', () => {
    expect(peFieldProblems({ ...GOOD, documentNumber: '1234567' })).toEqual({
      documentNumber: 'validation_dni',
    });
    expect(
      peFieldProblems({
        ...GOOD,
        documentType: 'CE',
        documentNumber: '12345678',
        nationality: 'ES',
      }),
    ).toEqual({ documentNumber: 'validation_ce' });
  });

  it('a CE needs a nationality; every field is required', () => {
    expect(
      peFieldProblems({
        ...GOOD,
        documentType: 'CE',
        documentNumber: '123456789',
        nationality: '',
      }),
    ).toEqual({ nationality: 'pe_migration_nationality_required' });
    expect(Object.keys(peFieldProblems(INITIAL_PE_VALUES)).sort()).toEqual(
      ['department', 'district', 'documentType', 'mobile'].sort(),
    );
  });

  it('a mobile outside the market’s numbers is invalid', () => {
    expect(peFieldProblems({ ...GOOD, mobile: '812345678' })).toEqual({
      mobile: 'pe_migration_error_invalid_mobile',
    });
  });
});

describe('peFormFields (spec 001 §3)', () => {
  it('forces PE unless CE, strips the mobile, sets the hidden consent to 1 or 0', () => {
    expect(peFormFields({ ...GOOD, nationality: 'ES' })).toMatchObject({
      [F.mobile]: '912345678',
      [F.nationality]: 'PE',
      [F.marketingConsented]: '0',
    });
    expect(
      peFormFields({
        ...GOOD,
        documentType: 'CE',
        nationality: 'ES',
        isMarketingConsented: true,
      }),
    ).toMatchObject({ [F.nationality]: 'ES', [F.marketingConsented]: '1' });
  });
});
