import type { MouseEvent, ReactNode } from 'react';
import { useModals } from './modal-context';
import type { ModalId } from './modal-ids';
import type { ModalParams } from './modal-stack';

type ModalLinkProps = {
  modal: ModalId;
  params?: ModalParams;
  className?: string;
  children: ReactNode;
};

/**
 * A real link to a modal's history route (`/pe/iniciar-sesion`): a plain click opens the modal
 * here; a new tab or a copied link opens the route.
 */
export function ModalLink({ modal, params, className, children }: ModalLinkProps) {
  const modals = useModals();

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    modals.open(modal, params === undefined ? {} : { params });
  }

  return (
    <a href={modals.hrefOf(modal)} className={className} onClick={handleClick}>
      {children}
    </a>
  );
}
