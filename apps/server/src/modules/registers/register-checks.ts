import type { NationalRegister } from '@playfair/domain/jurisdictions';
import type { RegistersContext } from './context';
import type { RegisterPerson } from './national-register';
import { knownPersonOf } from './person';

// DESIGN §10: a person on their market's national self-exclusion register may neither register
// nor log in. The market's register is its jurisdiction profile's `breaks.nationalRegister`.

export type RegisterChecks = {
  /** The national register of a country's market; null where the market has none. */
  nationalRegisterOf(country: string): NationalRegister | null;
  /** The first register of these markets that holds the person now; null when none does. */
  registerHolding(
    countries: readonly string[],
    person: RegisterPerson,
  ): Promise<NationalRegister | null>;
  /** The register of the player's market, when it holds the player now (the login's check). */
  nationalExclusionOf(player: { id: string; country: string }): Promise<NationalRegister | null>;
};

export function createRegisterChecks(context: RegistersContext): RegisterChecks {
  const { client, jurisdictions } = context;

  function nationalRegisterOf(country: string): NationalRegister | null {
    return jurisdictions.profileFor(country).breaks.nationalRegister;
  }

  async function registerHolding(
    countries: readonly string[],
    person: RegisterPerson,
  ): Promise<NationalRegister | null> {
    const registers = new Set(countries.map(nationalRegisterOf));
    for (const register of registers) {
      if (register === null) continue;
      if ((await client.check(register, person)).isRegistered) return register;
    }
    return null;
  }

  return {
    nationalRegisterOf,
    registerHolding,

    async nationalExclusionOf(player) {
      if (nationalRegisterOf(player.country) === null) return null;
      const person = await knownPersonOf(context, player.id);
      if (person === undefined) return null;
      return registerHolding([player.country], person.register);
    },
  };
}
