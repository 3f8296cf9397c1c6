import { useEffect, useRef } from 'react';
import { useModals } from './modal-context';
import type { ModalId } from './modal-ids';

/**
 * Opens `modal` once when this renders, unless another modal is already showing (a page that
 * needs a logged-in player asks for the login, but never covers a session-expired notice). A
 * modal that needs a logged-in player renders it with `isOverModals` to open the login over
 * itself. Closing it is the player's choice: it does not come back while the page stays.
 */
export function OpenModalOnMount({
  modal,
  isOverModals = false,
}: {
  modal: ModalId;
  isOverModals?: boolean;
}) {
  const modals = useModals();
  const hasOpened = useRef(false);

  useEffect(() => {
    if (hasOpened.current) return;
    hasOpened.current = true;
    modals.open(modal, { onlyIfNoneOpen: !isOverModals });
  }, [modal, modals, isOverModals]);

  return null;
}
