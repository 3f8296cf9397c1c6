import { CARD_REMOVAL_POPUP_MS } from '@playfair/domain/constants';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { errorText } from '../../../shared/http/error-text';
import { useModalEntry, useModals } from '../../../shared/modal/modal-context';
import { ModalDialog } from '../../../shared/modal/modal-dialog';
import { useSession } from '../../../shared/session/session-context';
import { Button } from '../../../shared/ui/button';
import { AlertIcon, CheckIcon } from '../../../shared/ui/icons';
import { Spinner } from '../../../shared/ui/spinner';
import { useCardRemoval } from '../api/post-card-removal';
import { useTimeout } from '../hooks/use-timeout';
import styles from './payments.module.css';

type RemovalState = { kind: 'confirm' } | { kind: 'removed' } | { kind: 'failed'; message: string };

/**
 * spec 001 §2 "card removal popup", opened from a saved card's form with the card's `accountId`
 * and `label`: asks first, then POST /user/card-removal. Removed: the success text, the saved
 * methods reload, and the popup closes by itself after CARD_REMOVAL_POPUP_MS (spec 001 §9).
 * Refused: the failed container with the server's message (spec 001 §8).
 */
export function CardRemovalModal() {
  const { t } = useTranslation();
  const { locale } = useAppConfig();
  const { userId } = useSession();
  const modals = useModals();
  const { entry, close } = useModalEntry();
  const removal = useCardRemoval({ locale, userId: userId ?? '' });
  const closeLater = useTimeout();
  const [state, setState] = useState<RemovalState>({ kind: 'confirm' });
  const removedRef = useRef<HTMLParagraphElement>(null);
  const accountId = entry.params?.accountId ?? '';
  const label = entry.params?.label ?? '';

  function handleRemove() {
    if (removal.isPending) return;
    removal.mutate(accountId, {
      onSuccess: (outcome) => {
        switch (outcome.kind) {
          case 'removed':
            // The button that had focus is gone: focus goes to the text that replaced it.
            flushSync(() => setState({ kind: 'removed' }));
            removedRef.current?.focus();
            closeLater.start(close, CARD_REMOVAL_POPUP_MS);
            return;
          case 'failed':
            setState({ kind: 'failed', message: outcome.message ?? t('generic_error_msg') });
            return;
          case 'session-expired':
            modals.open('session-expired');
            return;
        }
      },
      onError: (error) => setState({ kind: 'failed', message: errorText(error, t) }),
    });
  }

  return (
    <ModalDialog title={t('card_removal_title')} size="sm" isBusy={removal.isPending}>
      {state.kind === 'removed' ? (
        <p ref={removedRef} tabIndex={-1} role="status" className={styles.removed}>
          <CheckIcon className={styles.successIcon} />
          {t('card_removal_success')}
        </p>
      ) : (
        <>
          <p className={styles.muted}>{t('card_removal_text', { label })}</p>
          {state.kind === 'failed' ? (
            <div role="alert" className={styles.failed}>
              <AlertIcon className={styles.failedIcon} />
              <div>
                <p className={styles.failedTitle}>{t('card_removal_failed_title')}</p>
                <p>{state.message}</p>
              </div>
            </div>
          ) : null}
          <div className={styles.actions}>
            <Button
              data-autofocus
              disabled={removal.isPending || accountId === ''}
              onClick={handleRemove}
            >
              {removal.isPending ? <Spinner /> : null}
              {state.kind === 'failed' ? t('error_retry') : t('card_removal_confirm')}
            </Button>
            <Button variant="ghost" onClick={close}>
              {t('card_removal_keep')}
            </Button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
