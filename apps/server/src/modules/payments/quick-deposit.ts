import { isExpired } from './card-rules';
import type { PaymentPlayer, PaymentsContext } from './context';
import type { ProviderBank, ProviderMethod } from './payment-provider';
import { listActiveCards, type PaymentCardRow } from './repo';

// The quick-deposit panel: the player's saved cards, the methods and banks in the player's
// currency, and suggested amounts.

/** Suggested amounts: these multiples of the first method's minimum, within its maximum. */
const PRESET_MULTIPLES = [2n, 5n, 10n, 20n];

export type QuickDepositView = {
  currency: string;
  /** Saved cards still valid, newest first. */
  cards: PaymentCardRow[];
  /** The provider's methods in the player's currency, card first. */
  methods: ProviderMethod[];
  banks: ProviderBank[];
  presets: bigint[];
};

export function createQuickDeposit({ db, provider, now }: PaymentsContext) {
  return {
    async quickDeposit(player: PaymentPlayer): Promise<QuickDepositView> {
      const at = now();
      const cards = (await listActiveCards(db, player.id)).filter(
        (card) => !isExpired({ month: card.expiryMonth, year: card.expiryYear }, at),
      );
      const methods = provider.methods(player.currency);
      const first = methods[0];
      const presets =
        first === undefined
          ? []
          : PRESET_MULTIPLES.map((multiple) => first.minMinor * multiple).filter(
              (amount) => amount <= first.maxMinor,
            );
      return {
        currency: player.currency,
        cards,
        methods,
        banks: provider.banks(player.currency),
        presets,
      };
    },
  };
}
