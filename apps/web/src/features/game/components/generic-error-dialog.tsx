import type { TGameDetails } from '@playfair/contracts/games';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageDialog } from '../../../shared/modal/page-dialog';
import { Button } from '../../../shared/ui/button';
import { AlertIcon } from '../../../shared/ui/icons';
import { IN_PLAY_NAMESPACE } from '../text-keys';
import { EmptyFramePlace } from './game-launch-states';
import styles from './in-play.module.css';

type GenericErrorDialogProps = {
  message: string;
  lobbyPath: string;
  /** The game whose frame's place stays empty under the dialog (none: something else is there). */
  game?: TGameDetails;
};

/**
 * spec 001 §8 generic error modal: its title, the text given (the server's message, or the
 * generic one), then the lobby — closing it leads there too.
 */
export function GenericErrorDialog({ message, lobbyPath, game }: GenericErrorDialogProps) {
  const { t } = useTranslation(IN_PLAY_NAMESPACE);
  const navigate = useNavigate();
  const toLobby = () => void navigate(lobbyPath);
  return (
    <>
      {game === undefined ? null : <EmptyFramePlace game={game} />}
      <PageDialog
        title={t('generic_error_title')}
        size="sm"
        icon={<AlertIcon />}
        onDismiss={toLobby}
      >
        <p className={styles.text}>{message}</p>
        <div className={styles.actions}>
          <Button onClick={toLobby} data-autofocus>
            {t('game_back_to_lobby')}
          </Button>
        </div>
      </PageDialog>
    </>
  );
}
