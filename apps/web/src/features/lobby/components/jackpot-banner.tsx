import { jackpotAmountToMinor } from '@playfair/domain/jackpot-counter';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { topJackpots, useJackpots } from '../../../shared/jackpots/get-jackpots';
import { formatJackpotAmount } from '../../../shared/jackpots/jackpot-amount';
import styles from './jackpots.module.css';

/** How many jackpots the banner shows. */
const BANNER_JACKPOTS = 3;

/**
 * The jackpot banner of the casino home (spec 001 §6 jackpot-banner feature): the top jackpots in
 * the player's currency, or the locale's for a visitor (the app configuration's `currency` is
 * exactly that). Without the feature, while loading and on failure (only logged, spec 000 §8): nothing.
 */
export function JackpotBanner() {
  const { t } = useTranslation();
  const { locale, currency, lobby } = useAppConfig();
  const jackpots = useJackpots({ locale, currency }, lobby.jackpotBanner);
  if (!lobby.jackpotBanner || jackpots.isError) return null;
  // Its place is kept while it loads, so the rows under it do not move when it arrives.
  if (jackpots.data === undefined)
    return <div className={styles.bannerPlaceholder} aria-hidden="true" />;
  const top = topJackpots(jackpots.data.Data, BANNER_JACKPOTS);
  if (top.length === 0) return null;
  return (
    <section className={styles.banner} aria-labelledby="lobby-jackpots-title">
      <h2 id="lobby-jackpots-title" className={styles.bannerTitle}>
        {t('lobby_jackpots_title')}
      </h2>
      <ol className={styles.jackpots}>
        {top.map((jackpot) => (
          <li key={jackpot.GameId} className={styles.jackpot}>
            <span className={styles.jackpotGame}>{jackpot.GameName}</span>
            <span className={styles.jackpotAmount}>
              {formatJackpotAmount(jackpotAmountToMinor(jackpot.Amount), jackpot.Currency)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
