import type { TRewardOffer } from '@playfair/contracts/rewards';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { Spinner } from '../../../shared/ui/spinner';
import { offerTermsParts, TERMS_SEPARATOR } from '../model/offer-terms';
import { OFFER_KIND_KEYS } from '../model/reward-labels';
import { REWARDS_NAMESPACE } from '../text-keys';
import styles from './rewards.module.css';

type OfferCardProps = {
  offer: TRewardOffer;
  /** The player's currency, for the amounts of the terms. */
  currency: string;
  isClaiming: boolean;
  /** Another offer is being claimed: one claim at a time. */
  isDisabled: boolean;
  /** The server's refusal of this offer's claim, translated. */
  error: string | null;
  onClaim: () => void;
};

/**
 * An offer to claim: its kind and name, what it gives when known, its terms as one sentence
 * ("100% of your first deposit up to £100 · 40× wagering within 30 days · max bet £5"), until when
 * it may be claimed, and the claim.
 */
export function OfferCard({
  offer,
  currency,
  isClaiming,
  isDisabled,
  error,
  onClaim,
}: OfferCardProps) {
  const { t } = useTranslation(REWARDS_NAMESPACE);
  const titleId = useId();
  const terms = offerTermsParts(offer.terms, currency)
    .map(({ key, values }) => t(key, values))
    .join(TERMS_SEPARATOR);

  return (
    <li
      className={styles.card}
      aria-labelledby={titleId}
      data-testid="reward-offer"
      data-offer-id={offer.offerId}
    >
      <div className={styles.cardHead}>
        <div className={styles.cardTitles}>
          <span className={styles.kind}>{t(OFFER_KIND_KEYS[offer.kind])}</span>
          <h4 id={titleId} className={styles.cardTitle}>
            {offer.title}
          </h4>
        </div>
        {offer.formatted === null ? null : <p className={styles.offerAmount}>{offer.formatted}</p>}
      </div>
      {terms === '' ? null : <p className={styles.terms}>{terms}</p>}
      {offer.claimBy === null ? null : (
        <p className={styles.muted}>{t('rewards_claim_by', { date: new Date(offer.claimBy) })}</p>
      )}
      {error === null ? null : <FormAlert>{error}</FormAlert>}
      <Button
        className={styles.claim}
        aria-label={t('rewards_claim_label', { label: offer.title })}
        aria-busy={isClaiming || undefined}
        disabled={isDisabled}
        data-testid="reward-claim"
        onClick={onClaim}
      >
        {isClaiming ? <Spinner /> : null}
        {t('rewards_claim')}
      </Button>
    </li>
  );
}
