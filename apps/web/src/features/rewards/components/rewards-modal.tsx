import type { TRewardOffer } from '@playfair/contracts/rewards';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { errorText } from '../../../shared/http/error-text';
import { useModals } from '../../../shared/modal/modal-context';
import { ModalDialog } from '../../../shared/modal/modal-dialog';
import { OpenModalOnMount } from '../../../shared/modal/open-modal-on-mount';
import { useRewards } from '../../../shared/rewards/get-rewards';
import { useSession } from '../../../shared/session/session-context';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { FormAlert } from '../../../shared/ui/form-alert';
import { GiftIcon } from '../../../shared/ui/icons';
import { Spinner } from '../../../shared/ui/spinner';
import { useClaimOffer } from '../api/post-claim-offer';
import { claimedText } from '../model/claimed-text';
import { REWARDS_NAMESPACE } from '../text-keys';
import { BonusCard } from './bonus-card';
import { FreeRoundsCard } from './free-rounds-card';
import { OfferCard } from './offer-card';
import styles from './rewards.module.css';

/**
 * The `rewards` modal (DESIGN §11; history route `rewards`: `/sr/nagrade`,
 * `/pe/bonos-y-recompensas`; the server's onload action `rewards`): the offers a player may claim,
 * cashback among them, the bonuses being played through and the free spins to play. A visitor is
 * asked to log in.
 */
export function RewardsModal() {
  const { t } = useTranslation(REWARDS_NAMESPACE);
  const { isLogged } = useSession();
  // A visitor who opened it gets the login over it at once. A session that ends while it is open
  // shows the session-expired notice instead, which the login must not replace.
  const [isVisitorAtOpen] = useState(!isLogged);
  return (
    <ModalDialog title={t('rewards_title')} size="lg" icon={<GiftIcon />}>
      {isLogged ? <RewardsContent /> : <LoginPrompt shouldOpenLogin={isVisitorAtOpen} />}
    </ModalDialog>
  );
}

function LoginPrompt({ shouldOpenLogin }: { shouldOpenLogin: boolean }) {
  const { t } = useTranslation(REWARDS_NAMESPACE);
  const modals = useModals();
  return (
    <div className={styles.stack}>
      {shouldOpenLogin ? <OpenModalOnMount modal="login" isOverModals /> : null}
      <p className={styles.muted}>{t('rewards_login_text')}</p>
      <Button size="lg" data-autofocus onClick={() => modals.open('login')}>
        {t('header_login')}
      </Button>
    </div>
  );
}

type Claimed = { count: number; message: string };

function RewardsContent() {
  const { t } = useTranslation(REWARDS_NAMESPACE);
  const { locale } = useAppConfig();
  const { userId } = useSession();
  const modals = useModals();
  const input = { locale, userId: userId ?? '' };
  const rewards = useRewards(input);
  const claim = useClaimOffer(input);
  const [claimed, setClaimed] = useState<Claimed | null>(null);

  if (rewards.isPending) {
    return (
      <p className={styles.loading} role="status">
        <Spinner /> {t('loading')}
      </p>
    );
  }
  if (rewards.isError) {
    return <ErrorState isCompact titleAs="h3" onRetry={() => void rewards.refetch()} />;
  }

  function handleClaim(offer: TRewardOffer) {
    if (claim.isPending) return;
    claim.mutate(offer.offerId, {
      onSuccess: (outcome) => {
        if (outcome.kind === 'session-expired') {
          modals.open('session-expired');
          return;
        }
        const { key, values } = claimedText(outcome.answer, offer.title);
        const message = t(key, values);
        setClaimed((previous) => ({ count: (previous?.count ?? 0) + 1, message }));
      },
    });
  }

  const { offers, bonuses, freeRounds, currency } = rewards.data;
  const cashback = offers.filter((offer) => offer.kind === 'cashback');
  const others = offers.filter((offer) => offer.kind !== 'cashback');
  const isEmpty = offers.length === 0 && bonuses.length === 0 && freeRounds.length === 0;
  const claimError = claim.isError ? errorText(claim.error, t) : null;

  function offerCard(offer: TRewardOffer) {
    const isThisOne = claim.variables === offer.offerId;
    return (
      <OfferCard
        key={offer.offerId}
        offer={offer}
        currency={currency}
        isClaiming={claim.isPending && isThisOne}
        isDisabled={claim.isPending}
        error={isThisOne ? claimError : null}
        onClaim={() => handleClaim(offer)}
      />
    );
  }

  return (
    <div className={styles.content}>
      {claimed === null ? null : <ClaimedNotice key={claimed.count} message={claimed.message} />}
      {isEmpty ? (
        <EmptyState
          icon={<GiftIcon />}
          titleAs="h3"
          title={t('rewards_empty_title')}
          text={t('rewards_empty_text')}
        />
      ) : (
        <>
          <RewardsSection title={t('rewards_offers_title')}>
            {others.length === 0 ? (
              <p className={styles.muted}>{t('rewards_offers_empty')}</p>
            ) : (
              <ul className={styles.list}>{others.map(offerCard)}</ul>
            )}
          </RewardsSection>
          {cashback.length === 0 ? null : (
            <RewardsSection title={t('rewards_cashback_title')}>
              <ul className={styles.list}>{cashback.map(offerCard)}</ul>
            </RewardsSection>
          )}
          {bonuses.length === 0 ? null : (
            <RewardsSection title={t('rewards_bonuses_title')}>
              <ul className={styles.list}>
                {bonuses.map((bonus) => (
                  <BonusCard key={bonus.bonusId} bonus={bonus} />
                ))}
              </ul>
            </RewardsSection>
          )}
          {freeRounds.length === 0 ? null : (
            <RewardsSection title={t('rewards_free_rounds_title')}>
              <ul className={styles.list}>
                {freeRounds.map((grant) => (
                  <FreeRoundsCard key={grant.grantId} grant={grant} />
                ))}
              </ul>
            </RewardsSection>
          )}
        </>
      )}
    </div>
  );
}

function RewardsSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * What the claim gave. The claimed offer leaves the list with its button, so focus comes here
 * (it would otherwise fall out of the dialog); a new claim is a new notice.
 */
function ClaimedNotice({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} tabIndex={-1} className={styles.claimed}>
      <FormAlert tone="success">{message}</FormAlert>
    </div>
  );
}
