import { use, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { ModalsContext } from './modal-context';
import { DialogFrame, type DialogContentProps } from './modal-dialog';
import styles from './modal.module.css';

export type PageDialogProps = DialogContentProps & {
  /**
   * Escape, the backdrop and the close button call it. Without it the dialog can only be left
   * through its own buttons: a check the player must answer.
   */
  onDismiss?: () => void;
};

/** Gives focus back to what had it when the dialog opened, if it is still on the page. */
function useFocusReturn(): void {
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    opener.current = document.activeElement;
    return () => {
      const element = opener.current;
      if (element instanceof HTMLElement && element.isConnected) element.focus();
    };
  }, []);
}

/**
 * A modal dialog a page shows from its own state (a check over a game), rather than one of the
 * modal manager's ids with a history entry. It covers the page, keeps focus inside, and leaves
 * full screen, under which nothing outside the full-screen element would show. The manager's
 * modals open over it.
 */
export function PageDialog({ onDismiss, ...props }: PageDialogProps) {
  const modals = use(ModalsContext);
  const isTop = modals === null || modals.stack.length === 0;
  useFocusReturn();

  useEffect(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    const root = document.documentElement;
    root.dataset.pageDialogOpen = 'true';
    return () => {
      delete root.dataset.pageDialogOpen;
    };
  }, []);

  useEffect(() => {
    if (onDismiss === undefined || !isTop) return;
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      onDismiss?.();
    }
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [onDismiss, isTop]);

  return createPortal(
    <div className={styles.pageRoot}>
      <div className={styles.layer} inert={!isTop}>
        <div
          className={styles.backdrop}
          aria-hidden="true"
          onClick={isTop ? onDismiss : undefined}
        />
        <DialogFrame {...props} isTop={isTop} onClose={onDismiss} />
      </div>
    </div>,
    document.body,
  );
}
