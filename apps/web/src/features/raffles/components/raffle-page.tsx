import type { RaffleOccurrence } from '@playfair/contracts/raffles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { Button } from '../../../shared/ui/button';
import { ErrorState } from '../../../shared/ui/error-state';
import { TicketIcon } from '../../../shared/ui/icons';
import { Spinner } from '../../../shared/ui/spinner';
import { useCurrentRaffles } from '../api/get-current-raffles';
import { useNextRaffles } from '../api/get-next-raffles';
import { drawStates, needsNextRaffles, visibleTabs } from '../model/raffle-draws';
import { RAFFLES_NAMESPACE } from '../text-keys';
import { RaffleDraw } from './raffle-draw';
import { OccurrenceTabs } from './occurrence-tabs';
import styles from './raffles.module.css';
import { WinnersModal } from './winners-modal';

function reloadWindow(): void {
  window.location.reload();
}

type RafflePageProps = {
  /** What a successful opt-in does: the page reloads (spec 000 §4). */
  reloadPage?: () => void;
};

/**
 * spec 000 §2 "Raffle page", `/{locale}/raffle`: the daily and the monthly prize draw, each with
 * its banner, countdown, opt-in and prizes, and the past winners in a modal.
 */
export function RafflePage({ reloadPage = reloadWindow }: RafflePageProps) {
  const { t } = useTranslation(RAFFLES_NAMESPACE);
  const { locale, brand } = useAppConfig();
  useDocumentTitle(`${t('raffle_title')} | ${brand.name}`);
  const [selected, setSelected] = useState<RaffleOccurrence>('daily');
  const [isWinnersOpen, setIsWinnersOpen] = useState(false);
  const current = useCurrentRaffles({ locale });
  const isNextNeeded = current.isSuccess && needsNextRaffles(current.data);
  const next = useNextRaffles({ locale, isEnabled: isNextNeeded });

  function content() {
    if (current.isPending || (isNextNeeded && next.isPending)) {
      return (
        <p className={styles.loading} role="status">
          <Spinner /> {t('loading')}
        </p>
      );
    }
    if (current.isError) {
      return <ErrorState isCompact onRetry={() => void current.refetch()} />;
    }
    const states = drawStates(current.data, next.data ?? []);
    const tabs = visibleTabs(states);
    const active = tabs.includes(selected) ? selected : 'daily';
    return (
      <OccurrenceTabs
        idPrefix="raffle"
        tabs={tabs}
        active={active}
        label={t('raffle_tabs_label')}
        onSelect={setSelected}
      >
        <RaffleDraw key={active} state={states[active]} onOptedIn={reloadPage} />
      </OccurrenceTabs>
    );
  }

  return (
    <article className={styles.page} aria-labelledby="raffle-title">
      <header className={styles.header}>
        <span className={styles.headerIcon}>
          <TicketIcon />
        </span>
        <h1 id="raffle-title" className={styles.title}>
          {t('raffle_title')}
        </h1>
        <Button
          variant="secondary"
          data-testid="raffle-winners-button"
          className={styles.winnersButton}
          onClick={() => setIsWinnersOpen(true)}
        >
          {t('raffle_winners')}
        </Button>
      </header>
      {content()}
      {isWinnersOpen ? <WinnersModal onClose={() => setIsWinnersOpen(false)} /> : null}
    </article>
  );
}
