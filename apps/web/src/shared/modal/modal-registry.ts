import type { ModalLayer } from '@playfair/domain/constants';
import type { ComponentType } from 'react';
import type { ModalId } from './modal-ids';

/** How the manager shows one modal. src/app maps each feature's modal to an id. */
export type ModalDefinition = {
  /** spec 001 §9: login and block modals on layer 5 or 2, registration on 4. */
  layer: ModalLayer;
  /** The modal's code, loaded when it first opens (it renders a <ModalDialog>). */
  load: () => Promise<ComponentType>;
  /** Escape, the backdrop and a close button close it. Default true. */
  isDismissable?: boolean;
  /**
   * When the content fails to load, try again after this long without the player asking (spec 000
   * §4: the session-expired modal after 4.4 s). Without it, the player's retry button does.
   */
  retryDelayMs?: number;
};

export type ModalRegistry = Readonly<Partial<Record<ModalId, ModalDefinition>>>;
