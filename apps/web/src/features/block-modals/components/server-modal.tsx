import { SERVER_MODAL_NAMES, type ServerModalName } from '@playfair/contracts/lobby';
import { useLayoutEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { MODAL_QUERY_PARAM } from '../../../shared/modal/history-routes';
import {
  ModalEntryContext,
  type ModalEntryContextValue,
  useModalEntry,
  useModals,
} from '../../../shared/modal/modal-context';
import { ModalDialog } from '../../../shared/modal/modal-dialog';
import { loadPage } from '../../../shared/navigation/page-load';
import { useSession } from '../../../shared/session/session-context';
import { Button } from '../../../shared/ui/button';
import { buttonClassName, type ButtonVariant } from '../../../shared/ui/button-class-name';
import { AlertIcon } from '../../../shared/ui/icons';
import { LinkButton } from '../../../shared/ui/link-button';
import { Spinner } from '../../../shared/ui/spinner';
import { CAN_CLOSE_PARAM, useServerModal } from '../api/get-server-modal';
import { type ActionEffect, actionEffect } from '../model/modal-action';
import type { ModalFragment, ModalFragmentAction } from '../model/modal-fragment';
import styles from './server-modal.module.css';

/** The registry gives this component the server modals' ids only (src/app/modal-registry.ts). */
function serverModalName(id: string): ServerModalName {
  const name = SERVER_MODAL_NAMES.find((known) => known === id);
  if (name === undefined) throw new Error(`${id} is not a server modal`);
  return name;
}

/** `base` with `?modal={id}`: the manager shows that modal, and only it, over the page. */
function withModalQuery(base: string, id: string): string {
  const url = new URL(base, window.location.origin);
  url.searchParams.set(MODAL_QUERY_PARAM, id);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The player may close it with its button and Escape: as the fragment says once it has arrived;
 * until then, unless it was opened as not closable (gameplay-block with can-close 0).
 */
function isClosable(fragment: ModalFragment | undefined, canCloseParam: string | undefined) {
  return fragment === undefined ? canCloseParam !== '0' : fragment.canClose;
}

/**
 * Every modal the server writes (spec 001 §2 / §7: unverified, PEP and KYC blocks, doc pending,
 * gameplay block, play for real, AML error, confirm deposit, app download): GET /modal/{name},
 * fetched again every 3333 ms while it fails (spec 001 §8), shown in the shared dialog with its
 * title, paragraphs and buttons only.
 */
export function ServerModal() {
  const entryContext = useModalEntry();
  const { entry, isTop, close } = entryContext;
  const { locale } = useAppConfig();
  const { userId } = useSession();
  const canCloseParam = entry.params?.[CAN_CLOSE_PARAM];
  const modal = useServerModal({
    locale,
    userId,
    name: serverModalName(entry.id),
    ...(canCloseParam === undefined ? {} : { canClose: canCloseParam }),
  });
  const isDismissable = isClosable(modal.data, canCloseParam);

  // Registered as not dismissable (the manager's Escape and backdrop leave it alone): Escape
  // closes it here, only when the fragment allows it — from the moment its close button shows.
  useLayoutEffect(() => {
    if (!isDismissable || !isTop) return;
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      close();
    }
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [isDismissable, isTop, close]);

  const value = useMemo<ModalEntryContextValue>(
    () => ({ ...entryContext, isDismissable }),
    [entryContext, isDismissable],
  );

  return (
    <ModalEntryContext value={value}>
      {modal.isPending ? (
        <ServerModalLoading isRetrying={modal.failureCount > 0} />
      ) : modal.isError ? (
        <ServerModalError />
      ) : (
        <ServerModalContent fragment={modal.data} />
      )}
    </ModalEntryContext>
  );
}

function ServerModalLoading({ isRetrying }: { isRetrying: boolean }) {
  const { t } = useTranslation();
  return (
    <ModalDialog title={t('loading')} size="sm" isBusy>
      <div className={styles.loading}>
        <Spinner className={styles.spinner} />
      </div>
      {isRetrying ? (
        <p className={styles.text} role="status">
          {t('block_modal_retrying')}
        </p>
      ) : null}
    </ModalDialog>
  );
}

function ServerModalError() {
  const { t } = useTranslation();
  return (
    <ModalDialog title={t('generic_error_title')} size="sm" icon={<AlertIcon />}>
      <p className={styles.text}>{t('generic_error_msg')}</p>
    </ModalDialog>
  );
}

function ServerModalContent({ fragment }: { fragment: ModalFragment }) {
  return (
    <ModalDialog title={fragment.title} size="md" icon={<AlertIcon />}>
      {fragment.paragraphs.map((text, index) => (
        <p key={index} className={styles.text}>
          {text}
        </p>
      ))}
      {fragment.actions.length === 0 ? null : (
        <div className={styles.actions}>
          {fragment.actions.map((action, index) => (
            <ActionButton
              key={`${action.action}-${index}`}
              action={action}
              variant={index === 0 ? 'primary' : 'secondary'}
              isFirst={index === 0}
            />
          ))}
        </div>
      )}
    </ModalDialog>
  );
}

type ActionButtonProps = { action: ModalFragmentAction; variant: ButtonVariant; isFirst: boolean };

/** One button of the fragment: a link where it goes somewhere, a button where it acts here. */
function ActionButton({ action, variant, isFirst }: ActionButtonProps) {
  const { locale } = useAppConfig();
  const modals = useModals();
  const { close } = useModalEntry();
  const navigate = useNavigate();
  const effect = actionEffect(action.action, action.href, locale);
  const autofocus = isFirst ? { 'data-autofocus': true } : {};
  const look = { variant: action.action === 'close' ? 'ghost' : variant, size: 'lg' } as const;

  if (effect.kind === 'navigate') {
    // A new history entry without modal state: the page it names, with no modal over it.
    return (
      <LinkButton to={effect.to} {...look} {...autofocus}>
        {action.label}
      </LinkButton>
    );
  }
  if (effect.kind === 'external') {
    return (
      <a
        href={effect.href}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClassName(look)}
        {...autofocus}
      >
        {action.label}
      </a>
    );
  }

  function handleClick(acting: Exclude<ActionEffect, { kind: 'navigate' | 'external' }>) {
    switch (acting.kind) {
      case 'close':
        close();
        return;
      case 'open-modal':
        modals.open(acting.modal);
        return;
      case 'replace-with-modal':
        void navigate(withModalQuery(modals.base, acting.modal), { replace: true, state: null });
        return;
      case 'contact-support':
        if (acting.href !== null && !acting.href.startsWith('/')) {
          window.open(acting.href, '_blank', 'noopener,noreferrer');
        }
        // spec 001 §6 (HR): then the page loads again, without the modal.
        loadPage(acting.href?.startsWith('/') === true ? acting.href : modals.base);
        return;
      case 'reload':
        loadPage(modals.base);
        return;
    }
  }

  return (
    <Button {...look} {...autofocus} onClick={() => handleClick(effect)}>
      {action.label}
    </Button>
  );
}
