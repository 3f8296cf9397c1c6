import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { useRewards } from '../../../shared/rewards/get-rewards';
import { GiftIcon } from '../../../shared/ui/icons';
import { freeRoundsFor } from '../model/free-rounds';
import styles from './game.module.css';

/**
 * The free spins the player has on this game (DESIGN §11), beside the title: how many are left
 * and their stake. It follows the shared rewards query, which the `rewards` push of each free
 * round played reads again; nothing shows while there are none (or they cannot be read).
 */
export function FreeRoundsBanner({ slug, userId }: { slug: string; userId: string }) {
  const { t } = useTranslation();
  const { locale } = useAppConfig();
  const rewards = useRewards({ locale, userId });
  const grant = rewards.data === undefined ? null : freeRoundsFor(rewards.data.freeRounds, slug);
  if (grant === null) return null;
  // A live region: each spin's new count is announced.
  return (
    <p className={styles.freeSpins} role="status" data-testid="free-spins-banner">
      <GiftIcon className={styles.freeSpinsIcon} />
      <span>
        {t('rewards_free_spins_banner', { count: grant.roundsLeft, amount: grant.stakeFormatted })}
      </span>
    </p>
  );
}
