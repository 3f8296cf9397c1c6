import type { TSessionStats } from '@playfair/contracts/game-session';
import type { TGameDetails, TStudioMessage } from '@playfair/contracts/games';
import { SESSION_CLOCK_INTERVAL_MS } from '@playfair/domain/constants';
import { useQueryClient } from '@tanstack/react-query';
import { type CSSProperties, type ReactNode, type Ref, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { useModals } from '../../../shared/modal/modal-context';
import { useSession } from '../../../shared/session/session-context';
import { ExpandIcon, ShrinkIcon } from '../../../shared/ui/icons';
import { walletQueryOptions } from '../../../shared/wallet/get-wallet';
import { useDemoReloginTimer } from '../hooks/use-demo-relogin-timer';
import { FULLSCREEN_TARGET_ATTRIBUTE, useFullscreen } from '../hooks/use-fullscreen';
import { useNow } from '../hooks/use-now';
import { useStudioMessages } from '../hooks/use-studio-messages';
import { type AspectRatio, parseAspectRatio } from '../model/aspect-ratio';
import { isRoundInProgressAfter } from '../model/demo-relogin';
import type { GameMode } from '../model/game-mode';
import { liveStatsKind, netOf } from '../model/live-stats';
import { formatElapsed, momentMs } from '../model/session-clock';
import { balanceOf, figuresAfter, NO_FIGURES } from '../model/studio-message';
import { formatSessionAmount, hasBonusMoney, walletWithBalance } from '../model/wallet-update';
import { IN_PLAY_NAMESPACE } from '../text-keys';
import { FlashWarning } from './flash-warning';
import { LiveStatsSlot } from './game-slots';
import { LicenceNotice } from './licence-notice';
import styles from './game.module.css';

/**
 * The frame's proportions for the stylesheet (set through the CSSOM, which the CSP allows): it
 * keeps the game's aspect ratio and fits the width and the height of the viewport.
 */
export function frameStyle({ width, height }: AspectRatio): CSSProperties {
  return {
    '--game-aspect': `${width} / ${height}`,
    '--game-ratio': String(width / height),
  } as CSSProperties;
}

type GameFrameProps = {
  game: TGameDetails;
  mode: GameMode;
  url: string;
  origin: string;
  /** The iframe, for the page's messages to the game (spec 001 §4 inview / closed). */
  frameRef?: Ref<HTMLIFrameElement>;
  /** In the frame's place instead of the game: a new launch loading, or the game unloaded. */
  replacement?: ReactNode;
  /** Over the frame, not covering it: a warning the player may dismiss (net loss almost). */
  notice?: ReactNode;
  /** ISO: when the sitting started (the reality check's clock); the session clock counts from it. */
  sessionStart?: string | null;
  /** The running session's figures (real play with session limits, or the ES live stats). */
  sessionStats?: TSessionStats | null;
  /** The casino refused a stake for a responsible-gambling reason (the studio's `paused`). */
  onPlayPaused?: (code: string | null) => void;
};

/**
 * The game in its iframe, the session bar under it and the full-screen toggle (the Fullscreen API
 * on the container of both). The studio's messages from the frame's origin count the visit's
 * rounds, bets and wins; in real play, a reported balance goes straight into the wallet query, so
 * the header shows it at once (and the query is marked stale for the server to confirm). Around
 * the frame (spec 001 §9): the flash warning of the listed games for 10 s, the licence notice for
 * 5 s; for a visitor playing for fun, the re-login timer (spec 001 §4).
 */
export function GameFrame({
  game,
  mode,
  url,
  origin,
  frameRef,
  replacement = null,
  notice = null,
  sessionStart = null,
  sessionStats = null,
  onPlayPaused,
}: GameFrameProps) {
  const { t } = useTranslation(IN_PLAY_NAMESPACE);
  const { locale, country, currency: playerCurrency, features } = useAppConfig();
  const { userId } = useSession();
  const modals = useModals();
  const queryClient = useQueryClient();
  const stageRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(stageRef);
  const [figures, setFigures] = useState(NO_FIGURES);
  // Read when a re-login prompt falls due, never rendered: a ref the message handler keeps.
  const isRoundInProgress = useRef(false);

  useDemoReloginTimer({
    isEnabled: userId === null && mode === 'demo',
    isRoundInProgress: () => isRoundInProgress.current,
    onPrompt: () => modals.open('login'),
  });

  function handleMessage(message: TStudioMessage) {
    if (message.type === 'paused') onPlayPaused?.(message.code ?? null);
    isRoundInProgress.current = isRoundInProgressAfter(isRoundInProgress.current, message);
    setFigures((previous) => figuresAfter(previous, message));
    const balance = balanceOf(message);
    // Fun money never touches the wallet.
    if (mode !== 'real' || userId === null || balance === null) return;
    const { queryKey } = walletQueryOptions({ locale, userId });
    // With bonus money the server splits the game's one balance into cash and bonus: ask it.
    const isSplitByServer = hasBonusMoney(queryClient.getQueryData(queryKey));
    queryClient.setQueryData(queryKey, (previous) =>
      walletWithBalance(
        previous,
        balance,
        message.currency ?? previous?.currency ?? playerCurrency,
      ),
    );
    void queryClient.invalidateQueries({
      queryKey,
      refetchType: isSplitByServer ? 'active' : 'none',
    });
  }

  useStudioMessages(origin, handleMessage);

  const currency = figures.currency ?? playerCurrency;
  const money = (minor: number | bigint) => formatSessionAmount(minor, currency) ?? String(minor);
  const isLiveStatsEnabled = features['show-live-stats'] === true;
  const liveStats = liveStatsKind({ isEnabled: isLiveStatsEnabled, country, mode });

  return (
    <div ref={stageRef} className={styles.stage} {...{ [FULLSCREEN_TARGET_ATTRIBUTE]: '' }}>
      <FlashWarning gameId={game.gameId} />
      {notice}
      <div className={styles.frameBox} style={frameStyle(parseAspectRatio(game.aspectRatio))}>
        {replacement ?? (
          <iframe
            key={url}
            ref={frameRef}
            src={url}
            title={game.Name}
            className={styles.frame}
            allow="autoplay; fullscreen"
            allowFullScreen
          />
        )}
      </div>
      <LicenceNotice />
      <LiveStatsSlot
        mode={mode}
        isEnabled={isLiveStatsEnabled}
        country={country}
        figures={figures}
        sessionStart={sessionStart}
        sessionStats={sessionStats}
      />
      <div className={styles.sessionBar}>
        <p className={styles.sessionLabel}>
          {mode === 'demo' ? t('game_mode_demo') : t('game_session_label')}
        </p>
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt>{t('game_session_rounds')}</dt>
            <dd>{figures.rounds}</dd>
          </div>
          <div className={styles.figure}>
            <dt>{t('game_session_bet')}</dt>
            <dd>{money(figures.betMinor)}</dd>
          </div>
          <div className={styles.figure}>
            <dt>{t('game_session_win')}</dt>
            <dd>{money(figures.winMinor)}</dd>
          </div>
          <div className={styles.figure}>
            <dt>{t('game_session_net')}</dt>
            <dd>{money(netOf(figures.betMinor, figures.winMinor))}</dd>
          </div>
          {liveStats === 'balance-and-time' ? null : (
            <SessionClock country={country} sessionStart={sessionStart} />
          )}
        </dl>
        {fullscreen.isSupported ? (
          <button
            type="button"
            className={styles.fullscreen}
            aria-pressed={fullscreen.isFullscreen}
            onClick={() => void fullscreen.toggle()}
          >
            {fullscreen.isFullscreen ? <ShrinkIcon /> : <ExpandIcon />}
            <span className={styles.fullscreenLabel}>{t('game_fullscreen')}</span>
          </button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The time played (spec 001 §9 "Session clock updates every second (GB) or on the minute"): from
 * the sitting's start the reality check gives, else from when the game opened.
 */
function SessionClock({ country, sessionStart }: { country: string; sessionStart: string | null }) {
  const { t } = useTranslation(IN_PLAY_NAMESPACE);
  const [openedAt] = useState(() => Date.now());
  const isEverySecond = country.toUpperCase() === 'GB';
  const now = useNow(
    isEverySecond ? SESSION_CLOCK_INTERVAL_MS.GB : SESSION_CLOCK_INTERVAL_MS.default,
  );
  const start = momentMs(sessionStart) ?? openedAt;
  return (
    <div className={styles.figure}>
      <dt>{t('game_session_time')}</dt>
      <dd>{formatElapsed(now - start, isEverySecond ? 'seconds' : 'minutes')}</dd>
    </div>
  );
}
