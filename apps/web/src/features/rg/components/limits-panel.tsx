import type { TBreakResponse } from '@playfair/contracts/rg';
import { usePrefetchQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { usePlayerEvents } from '../../../shared/push/player-events';
import { useSession } from '../../../shared/session/session-context';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { FormAlert } from '../../../shared/ui/form-alert';
import { ClockIcon } from '../../../shared/ui/icons';
import { Notice } from '../../../shared/ui/notice';
import { SectionErrorBoundary } from '../../../shared/ui/section-error-boundary';
import { Spinner } from '../../../shared/ui/spinner';
import { activeLimitsQueryOptions, useActiveLimits } from '../api/get-active-limits';
import { realityCheckFormQueryOptions } from '../../../shared/reality-check/get-reality-check-form';
import { isDepositLimitMissing, limitGroups } from '../model/limits-view';
import { RG_NAMESPACE } from '../text-keys';
import { BreaksSection } from './breaks-section';
import { LimitSection } from './limit-form';
import { LimitList } from './limit-list';
import { RealityCheckSection } from './reality-check-section';
import styles from './rg.module.css';

export type SaferGamblingLinks = { limits: To; selfExclusion: To };

export type LimitsPanelProps = {
  /** Where the safer-gambling page explains limits and self-exclusion (composed in src/app). */
  saferGamblingLinks: SaferGamblingLinks;
  /** spec 000 §2: a self-exclusion value in the query opens the self-exclusion flow. */
  isSelfExclusionOpen: boolean;
  /** The spec 000 §9 duration the query chose, if any. */
  selfExclusionId?: number;
  onSelfExclusionToggle: (isOpen: boolean) => void;
  /** A time-out or self-exclusion began: the player's sessions are over (src/app logs out). */
  onBreakStarted: (answer: TBreakResponse) => void;
};

/**
 * The account's limits section (spec 000 §2 `?tab=limits`, spec 001 §3–§5): the player's limits
 * with what is used and left, changing them under the market's rules (the quiz where asked), how
 * often the reality check reminds them (their own interval where the market offers a choice), and
 * time-outs and self-exclusion.
 */
export function LimitsPanel(props: LimitsPanelProps) {
  const { t } = useTranslation();
  const { locale } = useAppConfig();
  const { userId } = useSession();
  // The feature's texts load the first time it shows (until then the section says it is busy);
  // the limits and the reality check's interval are asked for meanwhile, not after them.
  usePrefetchQuery(activeLimitsQueryOptions({ locale, userId: userId ?? '' }));
  usePrefetchQuery(realityCheckFormQueryOptions({ locale, userId: userId ?? '' }));
  return (
    <Suspense
      fallback={
        <p className={styles.loading} role="status">
          <Spinner /> {t('loading')}
        </p>
      }
    >
      <LimitsContent {...props} />
    </Suspense>
  );
}

function LimitsContent({
  saferGamblingLinks,
  isSelfExclusionOpen,
  selfExclusionId,
  onSelfExclusionToggle,
  onBreakStarted,
}: LimitsPanelProps) {
  const { t } = useTranslation(RG_NAMESPACE);
  const { locale } = useAppConfig();
  const { userId } = useSession();
  const limits = useActiveLimits({ locale, userId: userId ?? '' });
  const queryClient = useQueryClient();
  // A raise the job applied, or a change made on another page, is pushed: read the limits again.
  usePlayerEvents(locale, {
    limits: () =>
      void queryClient.invalidateQueries({
        queryKey: activeLimitsQueryOptions({ locale, userId: userId ?? '' }).queryKey,
      }),
  });
  const overviewId = useId();
  const [confirmed, setConfirmed] = useState<string | null>(null);

  if (limits.isPending) {
    return (
      <p className={styles.loading} role="status">
        <Spinner /> {t('loading')}
      </p>
    );
  }
  if (limits.isError) return <ErrorState isCompact onRetry={() => void limits.refetch()} />;
  const answer = limits.data;
  const hasLimits = limitGroups(answer).length > 0;

  return (
    <div className={styles.panel}>
      <section className={styles.section} aria-labelledby={overviewId}>
        <div className={styles.sectionHead}>
          <h2 id={overviewId} className={styles.sectionTitle}>
            {t('rg_limits_title')}
          </h2>
          <p className={styles.muted}>
            {t('rg_limits_intro')}{' '}
            <Link to={saferGamblingLinks.limits}>{t('account_limits_learn_more')}</Link>
          </p>
        </div>
        {isDepositLimitMissing(answer) ? (
          <Notice tone="warning">{t('rg_deposit_limit_required')}</Notice>
        ) : null}
        {confirmed === null ? null : <FormAlert tone="success">{confirmed}</FormAlert>}
        {hasLimits ? (
          <LimitList answer={answer} onConfirmed={setConfirmed} />
        ) : (
          <EmptyState
            icon={<ClockIcon />}
            titleAs="h3"
            title={t('account_limits_empty_title')}
            text={t('rg_limits_empty_text')}
          />
        )}
      </section>
      <SectionErrorBoundary isCompact>
        <LimitSection answer={answer} />
      </SectionErrorBoundary>
      <SectionErrorBoundary isCompact>
        <RealityCheckSection />
      </SectionErrorBoundary>
      <SectionErrorBoundary isCompact>
        <BreaksSection
          rules={answer.Rules}
          isOpen={isSelfExclusionOpen}
          chosenId={selfExclusionId}
          onToggle={onSelfExclusionToggle}
          onBreakStarted={onBreakStarted}
          readMoreLink={saferGamblingLinks.selfExclusion}
        />
      </SectionErrorBoundary>
    </div>
  );
}
