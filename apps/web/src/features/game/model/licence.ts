import { ownValue } from '@playfair/domain/own';
/**
 * The licensing authorities by the name the app configuration's licencesAuthority gives them
 * (packages/domain jurisdictions), as the licence notice under the game names them (spec 001 §9).
 * Proper names, the same in every language; an authority not listed shows as it is named.
 */
const AUTHORITY_NAMES: Readonly<Record<string, string>> = {
  UKGC: 'UK Gambling Commission',
  SGA: 'Spelinspektionen',
  GGL: 'Gemeinsame Glücksspielbehörde der Länder',
  DGOJ: 'Dirección General de Ordenación del Juego',
  KSA: 'Kansspelautoriteit',
  MINCETUR: 'MINCETUR',
  HR: 'Ministarstvo financija Republike Hrvatske',
  SGCA: 'Uprava za igre na sreću',
  MGA: 'Malta Gaming Authority',
  TOBIQUE: 'Tobique Gaming Commission',
};

export function authorityName(authority: string): string {
  return ownValue(AUTHORITY_NAMES, authority) ?? authority;
}
