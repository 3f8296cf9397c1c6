import type { NationalRegister } from './jurisdictions';

// The national self-exclusion registers a market's players are checked against (DESIGN §10; the
// market's register is its profile's `breaks.nationalRegister`), by the names players know them.

export const NATIONAL_REGISTER_NAMES: Record<NationalRegister, string> = {
  // Sweden (Spelinspektionen; Spellagen 2018:1138, 14 kap.).
  spelpaus: 'Spelpaus',
  // Germany (GGL; GlüStV 2021 §8, the Spielersperrsystem).
  oasis: 'OASIS',
  // Netherlands (KSA; Wet op de kansspelen art. 33h, Centraal Register Uitsluiting Kansspelen).
  cruks: 'CRUKS',
  // Great Britain (UKGC; LCCP social responsibility code 3.5.4, multi-operator self-exclusion).
  gamstop: 'GAMSTOP',
  // Spain (DGOJ; Ley 13/2011, Registro General de Interdicciones de Acceso al Juego).
  rgiaj: 'RGIAJ',
};

/**
 * Registers that take a short block an operator reports: the German panic button's 24-hour block
 * (GlüStV 2021 §6i, as the issue cites it) is entered in OASIS (§8). Assumption: no other register
 * here takes operator-reported short blocks.
 */
export const SHORT_BLOCK_REGISTERS: readonly NationalRegister[] = ['oasis'];
