import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../ui/icons';
import { useModalEntry } from './modal-context';
import styles from './modal.module.css';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusablesIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/** `[data-autofocus]`, else the first field, else the dialog itself (which reads its title). */
function initialFocusTarget(dialog: HTMLElement): HTMLElement {
  return (
    dialog.querySelector<HTMLElement>('[data-autofocus]') ??
    dialog.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled])') ??
    dialog
  );
}

export type DialogContentProps = {
  /** The dialog's name (its heading, aria-labelledby). */
  title: string;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Decorative, beside the title. */
  icon?: ReactNode;
  isBusy?: boolean;
};

type DialogFrameProps = DialogContentProps & {
  /** In front of every other dialog: it takes focus once it is. */
  isTop: boolean;
  /** The close button's action; none when the dialog may not be dismissed. */
  onClose?: () => void;
};

/**
 * A labelled modal dialog (role="dialog", aria-modal) that takes focus when it is first in front,
 * keeps Tab inside itself, and has a close button when it may be dismissed. The modal manager's
 * dialogs and a page's own (page-dialog.tsx) both render it.
 */
export function DialogFrame({
  title,
  children,
  size = 'md',
  icon,
  isBusy = false,
  isTop,
  onClose,
}: DialogFrameProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const hasTakenFocus = useRef(false);

  // Focus moves in once, when the dialog is first in front (it may open under another one). When
  // a modal over it closes, focus goes back to what opened that one, not to this one's start.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog === null || !isTop || hasTakenFocus.current) return;
    hasTakenFocus.current = true;
    initialFocusTarget(dialog).focus();
  }, [isTop]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const dialog = dialogRef.current;
    if (event.key !== 'Tab' || dialog === null) return;
    const focusables = focusablesIn(dialog);
    const first = focusables[0];
    const last = focusables.at(-1);
    if (first === undefined || last === undefined) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-busy={isBusy ? true : undefined}
      tabIndex={-1}
      className={`${styles.dialog} ${styles[size]}`}
      onKeyDown={handleKeyDown}
    >
      <div className={styles.header}>
        {icon === undefined ? null : <span className={styles.icon}>{icon}</span>}
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {onClose === undefined ? null : (
          <button
            type="button"
            className={styles.close}
            aria-label={t('modal_close')}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        )}
      </div>
      <div className={styles.body}>{children}</div>
    </div>
  );
}

export type ModalDialogProps = DialogContentProps;

/** The frame every modal of the manager renders: a DialogFrame that knows its entry. */
export function ModalDialog(props: ModalDialogProps) {
  const { isTop, isDismissable, close } = useModalEntry();
  return <DialogFrame {...props} isTop={isTop} onClose={isDismissable ? close : undefined} />;
}
