import { createContext, use } from 'react';
import type { ModalId } from './modal-ids';
import type { ModalRegistry } from './modal-registry';
import type { ModalEntry, ModalParams, ModalStack } from './modal-stack';

export type OpenModalOptions = {
  params?: ModalParams;
  /** Open only when no modal is showing, nor about to (one opened a moment ago counts). */
  onlyIfNoneOpen?: boolean;
};

export type ModalsApi = {
  /** The open modals, lowest layer first. */
  stack: ModalStack;
  /** The address of the page under the modals (where closing the last one goes). */
  base: string;
  /** Opens `id` on its layer; nothing happens when it is already open there. */
  open: (id: ModalId, options?: OpenModalOptions) => void;
  /** Closes `id`, or the modal in front. */
  close: (id?: ModalId) => void;
  closeAll: () => void;
  isOpen: (id: ModalId) => boolean;
  /** The address `id` shows while open (`/pe/iniciar-sesion`), for real links to it. */
  hrefOf: (id: ModalId) => string;
};

export type ModalsInternals = ModalsApi & {
  registry: ModalRegistry;
  /** Gives focus back to what had it when the entry (`entryKey`) opened, if still on the page. */
  restoreFocus: (entryKey: string) => void;
};

export const ModalsContext = createContext<ModalsInternals | null>(null);

export function useModalsInternals(): ModalsInternals {
  const modals = use(ModalsContext);
  if (modals === null) throw new Error('useModals needs a ModalProvider above it');
  return modals;
}

export function useModals(): ModalsApi {
  return useModalsInternals();
}

export type ModalEntryContextValue = {
  entry: ModalEntry;
  isTop: boolean;
  isDismissable: boolean;
  close: () => void;
};

export const ModalEntryContext = createContext<ModalEntryContextValue | null>(null);

/** Inside a modal: which one it is, its params, and how to close it. */
export function useModalEntry(): ModalEntryContextValue {
  const value = use(ModalEntryContext);
  if (value === null) throw new Error('useModalEntry is only for components the ModalHost renders');
  return value;
}
