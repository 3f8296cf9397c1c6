import { jackpotAmountToMinor } from '@playfair/domain/jackpot-counter';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { formatJackpotAmount } from '../../../shared/jackpots/jackpot-amount';
import { usePlayNGoJackpot } from '../api/get-play-n-go-jackpot';
import { useJackpotCounter } from '../hooks/use-jackpot-counter';
import { jackpotCounterCurrency } from '../model/jackpot-counter-source';
import styles from './jackpots.module.css';

/**
 * The jackpot counter of the Croatian and Serbian lobbies (spec 001 §6, §9): the Play'n GO
 * jackpot, counting up to its real amount. Other locales, loading and failures show nothing.
 */
export function JackpotCounter() {
  const { locale } = useAppConfig();
  const currency = jackpotCounterCurrency(locale);
  const jackpot = usePlayNGoJackpot({ locale, currency });
  if (currency === null || jackpot.isError) return null;
  // Its place is kept while it loads, so the rows under it do not move when it arrives.
  if (jackpot.data === undefined)
    return <div className={styles.counterPlaceholder} aria-hidden="true" />;
  return (
    <CountingJackpot
      realMinor={jackpotAmountToMinor(jackpot.data.Amount)}
      currency={jackpot.data.Currency}
      gameName={jackpot.data.GameName}
    />
  );
}

type CountingJackpotProps = { realMinor: number; currency: string; gameName: string };

// Its own component: only it re-renders on each step.
function CountingJackpot({ realMinor, currency, gameName }: CountingJackpotProps) {
  const { t } = useTranslation();
  const shownMinor = useJackpotCounter(realMinor) ?? realMinor;
  return (
    <section className={styles.counter} aria-labelledby="lobby-jackpot-counter-title">
      <h2 id="lobby-jackpot-counter-title" className={styles.counterTitle}>
        {t('lobby_jackpot_counter_title')}
      </h2>
      {/* The climbing figure is decoration; the real amount is what a screen reader reads. */}
      <p className={styles.counterAmount} aria-hidden="true">
        {formatJackpotAmount(shownMinor, currency)}
      </p>
      <p className={styles.visuallyHidden}>{formatJackpotAmount(realMinor, currency)}</p>
      <p className={styles.counterGame}>{gameName}</p>
    </section>
  );
}
