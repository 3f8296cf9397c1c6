import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TSubdivisionsResponse } from '@playfair/contracts/registration';
import { z } from 'zod';
import { SERVER_ROOT } from '../../platform/config';

// Peru's subdivisions (spec 001 §4: under MINCETUR the district leads to its department), from the
// INEI UBIGEO codes in data/pe_subdivisions.json: every department; the provinces and districts of
// the largest cities (see the file's _source). A code begins with its parents' codes.

export const DATA_FOLDER = join(SERVER_ROOT, 'src/modules/registration/data');

const ZPeruFile = z.object({
  departments: z.record(z.string().regex(/^\d{2}$/), z.string()),
  provinces: z.record(z.string().regex(/^\d{4}$/), z.string()),
  districts: z.record(z.string().regex(/^\d{6}$/), z.string()),
});

const PERU = ZPeruFile.parse(
  JSON.parse(readFileSync(join(DATA_FOLDER, 'pe_subdivisions.json'), 'utf8')),
);

export function isKnownDistrict(code: string): boolean {
  return Object.hasOwn(PERU.districts, code);
}

/** The department of a known district (its first two UBIGEO digits), else null. */
export function departmentOf(district: string): string | null {
  return isKnownDistrict(district) ? district.slice(0, 2) : null;
}

function namesOf(
  table: Readonly<Record<string, string>>,
  keep: (code: string) => boolean,
  label: (code: string, name: string) => string = (_code, name) => name,
): TSubdivisionsResponse {
  const answer: TSubdivisionsResponse = {};
  for (const [code, name] of Object.entries(table)) {
    if (keep(code)) answer[label(code, name)] = code;
  }
  return answer;
}

/** "Miraflores (Lima)" and "Miraflores (Arequipa)": names alone repeat across provinces. */
function districtWithProvince(code: string, name: string): string {
  return `${name} (${PERU.provinces[code.slice(0, 4)] ?? code.slice(0, 4)})`;
}

/**
 * GET /get-subdivisions/{level}/{parentId} → name → UBIGEO code.
 * - department/PE: every department; department/{district}: the district's own department (the
 *   district → department lookup of spec 001 §4).
 * - province/{department}: its provinces.
 * - district/{province}: its districts; district/{department}: the department's districts;
 *   district/PE: every district, each named with its province.
 */
export function subdivisions(
  level: 'department' | 'province' | 'district',
  parentId: string,
): TSubdivisionsResponse {
  switch (level) {
    case 'department':
      if (parentId === 'PE') return namesOf(PERU.departments, () => true);
      if (parentId.length === 6) {
        const department = departmentOf(parentId);
        return namesOf(PERU.departments, (code) => code === department);
      }
      return {};
    case 'province':
      return parentId.length === 2
        ? namesOf(PERU.provinces, (code) => code.startsWith(parentId))
        : {};
    case 'district':
      if (parentId === 'PE') return namesOf(PERU.districts, () => true, districtWithProvince);
      if (parentId.length === 2 || parentId.length === 4) {
        return namesOf(
          PERU.districts,
          (code) => code.startsWith(parentId),
          parentId.length === 2 ? districtWithProvince : undefined,
        );
      }
      return {};
  }
}
