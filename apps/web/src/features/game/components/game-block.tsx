import type { TGameDetails } from '@playfair/contracts/games';
import { CONSENT_MODAL_DELAY_MS } from '@playfair/domain/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IN_PLAY_NAMESPACE } from '../text-keys';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { useModals } from '../../../shared/modal/modal-context';
import type { ModalId } from '../../../shared/modal/modal-ids';
import type { ModalParams } from '../../../shared/modal/modal-stack';
import { loadPage } from '../../../shared/navigation/page-load';
import { notify } from '../../../shared/notifications/notification-queue';
import { useSession } from '../../../shared/session/session-context';
import { Button } from '../../../shared/ui/button';
import { LinkButton } from '../../../shared/ui/link-button';
import { Spinner } from '../../../shared/ui/spinner';
import { userStatusQueryOptions } from '../../../shared/account/get-user-status';
import { useElapsed } from '../hooks/use-elapsed';
import { parseAspectRatio } from '../model/aspect-ratio';
import type { GameCheckBlock } from '../model/pre-play-checks';
import { frameStyle } from './game-frame';
import { GameNotice } from './game-notice';
import styles from './game.module.css';

type GameBlockViewProps = { block: GameCheckBlock; game: TGameDetails; lobbyPath: string };

/**
 * In the frame's place when a pre-play check blocks (model/pre-play-checks.ts): the reason, and
 * for the blocks served as modals the modal itself, opened once per opening of the game.
 */
export function GameBlockView({ block, game, lobbyPath }: GameBlockViewProps) {
  switch (block.kind) {
    case 'notice':
      return <ReasonNotice reasonKey={block.reasonKey} game={game} lobbyPath={lobbyPath} />;
    case 'modal':
      return <ModalBlock block={block} game={game} lobbyPath={lobbyPath} />;
    case 'visitor':
      return <VisitorBlock modal={block.modal} />;
    case 'pending-consent':
      return <PendingConsent game={game} lobbyPath={lobbyPath} />;
  }
}

function BackToLobby({ game, lobbyPath }: { game: TGameDetails; lobbyPath: string }) {
  const { t } = useTranslation();
  return (
    <LinkButton to={lobbyPath} variant="secondary">
      {game.isLive ? t('game_back_to_live_casino') : t('game_back_to_casino')}
    </LinkButton>
  );
}

function ReasonNotice({
  reasonKey,
  game,
  lobbyPath,
}: {
  reasonKey: Extract<GameCheckBlock, { kind: 'notice' }>['reasonKey'];
  game: TGameDetails;
  lobbyPath: string;
}) {
  const { t } = useTranslation();
  return (
    <GameNotice title={t('game_unavailable_title')} text={t(reasonKey)}>
      <BackToLobby game={game} lobbyPath={lobbyPath} />
    </GameNotice>
  );
}

/**
 * Opens `modal` once when the block first shows, then runs `onOpened` (the modal manager is outside
 * React's state; the ref keeps a development double mount from opening it twice).
 */
function useOpenOnce(modal: ModalId, params: ModalParams | undefined, onOpened?: () => void) {
  const modals = useModals();
  const hasOpened = useRef(false);
  const open = useEffectEvent(() => {
    modals.open(modal, params === undefined ? {} : { params });
    onOpened?.();
  });
  useEffect(() => {
    if (hasOpened.current) return;
    hasOpened.current = true;
    open();
  }, []);
}

type ModalBlockProps = {
  block: Extract<GameCheckBlock, { kind: 'modal' }>;
  game: TGameDetails;
  lobbyPath: string;
};

function ModalBlock({ block, game, lobbyPath }: ModalBlockProps) {
  const { t } = useTranslation();
  const modals = useModals();
  const notifyAml = useAmlNotification(t(block.reasonKey));
  useOpenOnce(block.modal, block.params, block.notification === 'aml' ? notifyAml : undefined);
  const params = block.params === undefined ? {} : { params: block.params };
  return (
    <GameNotice title={t('game_real_play_blocked_title')} text={t(block.reasonKey)}>
      <Button onClick={() => modals.open(block.modal, params)}>{t('game_block_details')}</Button>
      <BackToLobby game={game} lobbyPath={lobbyPath} />
    </GameNotice>
  );
}

/**
 * spec 000 §8: the AML / source-of-wealth message as a 10 s notification. Its text is the
 * server's (GET /get/user-status, spec 000 §7: a 200 with `error`), else this page's reason; a 500
 * with `redirect` means the account may not play at all: the browser goes there.
 */
function useAmlNotification(fallback: string): () => void {
  const { locale } = useAppConfig();
  const { userId } = useSession();
  const queryClient = useQueryClient();
  return () => {
    if (userId === null) return;
    void queryClient
      .fetchQuery({ ...userStatusQueryOptions({ locale, userId }), staleTime: 0 })
      .then((status) => {
        if (status.kind === 'blocked') {
          loadPage(status.redirect);
          return;
        }
        notify({ message: status.kind === 'notice' ? status.message : fallback, kind: 'aml' });
      })
      .catch(() => notify({ message: fallback, kind: 'aml' }));
  };
}

/**
 * spec 001 §6: a visitor without demo play here: the login modal (direct link) or the
 * play-for-real prompt (from the lobby), and the login offered in the frame's place.
 */
function VisitorBlock({ modal }: { modal: 'login' | 'play-for-real-please' }) {
  const { t } = useTranslation();
  const modals = useModals();
  useOpenOnce(modal, undefined);
  return (
    <GameNotice title={t('game_login_required_title')} text={t('game_login_required_text')}>
      <Button onClick={() => modals.open('login')}>{t('header_login')}</Button>
      <Button variant="secondary" onClick={() => modals.open('register')}>
        {t('header_register')}
      </Button>
    </GameNotice>
  );
}

/**
 * spec 001 §8 pending-consent: the consents modal 303 ms after the page shows, and the game is not
 * launched. Once the player has answered (the modal closed), the page loads again without the error
 * and the game starts.
 */
function PendingConsent({ game, lobbyPath }: { game: TGameDetails; lobbyPath: string }) {
  const { t, ready } = useTranslation(IN_PLAY_NAMESPACE, { useSuspense: false });
  const modals = useModals();
  const isDue = useElapsed(CONSENT_MODAL_DELAY_MS);
  const hasOpened = useRef(false);
  const isOpen = modals.isOpen('marketing-consents');

  useEffect(() => {
    if (!isDue || hasOpened.current) return;
    hasOpened.current = true;
    modals.open('marketing-consents');
  }, [isDue, modals]);

  const wasOpen = useRef(false);
  useEffect(() => {
    if (isOpen) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    const url = new URL(window.location.href);
    url.searchParams.delete('error');
    loadPage(`${url.pathname}${url.search}`);
  }, [isOpen]);

  if (!isDue || !ready) {
    return (
      <div
        className={styles.placeholder}
        style={frameStyle(parseAspectRatio(game.aspectRatio))}
        role="status"
      >
        <Spinner className={styles.placeholderSpinner} />
        <span>{t('game_loading')}</span>
      </div>
    );
  }
  return (
    <GameNotice title={t('game_consents_needed_title')} text={t('game_consents_needed_text')}>
      <Button onClick={() => modals.open('marketing-consents')}>
        {t('game_consents_needed_open')}
      </Button>
      <BackToLobby game={game} lobbyPath={lobbyPath} />
    </GameNotice>
  );
}
