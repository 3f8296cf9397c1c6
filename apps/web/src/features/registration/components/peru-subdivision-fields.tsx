import { REGISTRATION_FIELDS as F } from '@playfair/contracts/registration';
import { departmentOfDistrict } from '@playfair/domain/registration-countries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PERU_SUBDIVISION_ROOT,
  useSubdivisions,
} from '../../../shared/subdivisions/get-subdivisions';
import type { RegistrationFlow } from '../hooks/use-registration-flow';
import styles from './registration-form.module.css';
import { type SelectOption, SelectField } from './select-field';

function optionsOf(subdivisions: Readonly<Record<string, string>> | undefined): SelectOption[] {
  return Object.entries(subdivisions ?? {})
    .map(([label, value]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'es'));
}

/** The province a district lies in: the first 4 digits of its UBIGEO code. */
function provinceOfDistrict(district: string): string {
  return /^\d{6}$/.test(district) ? district.slice(0, 4) : '';
}

/**
 * spec 001 §4 (MINCETUR): department, province, then district, each list from
 * GET /get-subdivisions; the district leads to its department, which is what is posted with it.
 */
export function PeruSubdivisionFields({ flow }: { flow: RegistrationFlow }) {
  const { t } = useTranslation();
  const department = flow.field(F.department);
  const district = flow.field(F.district);
  // The province is a step of the choice, not a field of the form.
  const [chosenProvince, setChosenProvince] = useState(() => provinceOfDistrict(district.value));
  const province = chosenProvince.startsWith(department.value) ? chosenProvince : '';
  const departments = useSubdivisions('department', PERU_SUBDIVISION_ROOT);
  const provinces = useSubdivisions('province', department.value);
  const districts = useSubdivisions('district', province);
  const placeholder = t('registration_select_placeholder');

  return (
    <div className={styles.pair}>
      <SelectField
        label={t('registration_department_label')}
        name={department.name}
        value={department.value}
        options={optionsOf(departments.data)}
        onChange={(value) => {
          setChosenProvince('');
          flow.handleChanges({ [F.department]: value, [F.district]: '' });
        }}
        onBlur={department.onBlur}
        error={department.error}
        placeholder={placeholder}
        isDisabled={departments.data === undefined}
        isRequired
      />
      <SelectField
        label={t('registration_province_label')}
        name="province"
        value={province}
        options={optionsOf(provinces.data)}
        onChange={(value) => {
          setChosenProvince(value);
          flow.handleChanges({ [F.district]: '' });
        }}
        placeholder={placeholder}
        isDisabled={department.value === '' || provinces.data === undefined}
        isRequired
      />
      <SelectField
        label={t('registration_district_label')}
        name={district.name}
        value={district.value}
        options={optionsOf(districts.data)}
        onChange={(value) =>
          flow.handleChanges({
            [F.district]: value,
            [F.department]: departmentOfDistrict(value) ?? department.value,
          })
        }
        onBlur={district.onBlur}
        error={district.error}
        placeholder={placeholder}
        isDisabled={province === '' || districts.data === undefined}
        isRequired
      />
    </div>
  );
}
