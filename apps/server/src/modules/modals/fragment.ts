import {
  MODAL_FRAGMENT_ATTRIBUTES,
  type ModalAction,
  type ServerModalName,
} from '@playfair/contracts/lobby';
import { escapeHtml } from '@playfair/domain/html';

// The one HTML shape every server modal answers (contracts/lobby.ts, MODAL_FRAGMENT_ATTRIBUTES):
// a section with a title, paragraphs and a footer of action links, and nothing else. Every text
// and attribute value is escaped, so no translated text or request value can become markup.

export type ModalButton = { action: ModalAction; label: string; href: string };

export type ModalFragment = {
  name: ServerModalName;
  canClose: boolean;
  title: string;
  paragraphs: readonly string[];
  buttons: readonly ModalButton[];
};

export function renderFragment(fragment: ModalFragment): string {
  const { modal, canClose, action } = MODAL_FRAGMENT_ATTRIBUTES;
  const paragraphs = fragment.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('');
  const buttons = fragment.buttons
    .map(
      (button) =>
        `<a ${action}="${escapeHtml(button.action)}" href="${escapeHtml(button.href)}">${escapeHtml(button.label)}</a>`,
    )
    .join('');
  return (
    `<section ${modal}="${escapeHtml(fragment.name)}" ${canClose}="${fragment.canClose}">` +
    `<h2>${escapeHtml(fragment.title)}</h2>${paragraphs}<footer>${buttons}</footer></section>`
  );
}
