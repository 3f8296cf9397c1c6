import {
  MODAL_ACTIONS,
  MODAL_FRAGMENT_ATTRIBUTES,
  type ModalAction,
} from '@playfair/contracts/lobby';

/** One button of a server modal: what it does, its label, and its link when it has one. */
export type ModalFragmentAction = { action: ModalAction; label: string; href: string | null };

/**
 * What the web takes from a server modal's fragment (contracts/lobby.ts MODAL_FRAGMENT_ATTRIBUTES):
 * its title, its paragraphs and its buttons, as text. Nothing else of the HTML survives.
 */
export type ModalFragment = {
  name: string;
  canClose: boolean;
  title: string;
  paragraphs: string[];
  actions: ModalFragmentAction[];
};

function isModalAction(value: string | null): value is ModalAction {
  return value !== null && (MODAL_ACTIONS as readonly string[]).includes(value);
}

function textOf(element: Element): string {
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * A button's link as the page may follow it: a path on this site, or an http(s) or mailto address.
 * Anything else (`javascript:`, `data:`, a protocol-relative `//host`) is dropped.
 */
export function safeActionHref(value: string | null): string | null {
  const href = value?.trim() ?? '';
  if (href === '') return null;
  if (href.startsWith('/')) return href.startsWith('//') || href.startsWith('/\\') ? null : href;
  try {
    const url = new URL(href);
    return ['https:', 'http:', 'mailto:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

function actionOf(link: Element): ModalFragmentAction[] {
  const action = link.getAttribute(MODAL_FRAGMENT_ATTRIBUTES.action);
  const label = textOf(link);
  if (!isModalAction(action) || label === '') return [];
  return [{ action, label, href: safeActionHref(link.getAttribute('href')) }];
}

/**
 * Reads GET /{locale}/modal/{name}'s fragment with DOMParser (which runs no script and loads
 * nothing) into plain data the modal renders as React elements — never as HTML. A fragment of
 * another modal, or one without a title, is none (null).
 */
export function readModalFragment(html: string, name: string): ModalFragment | null {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const section = doc.querySelector(`section[${MODAL_FRAGMENT_ATTRIBUTES.modal}]`);
  if (section === null || section.getAttribute(MODAL_FRAGMENT_ATTRIBUTES.modal) !== name) {
    return null;
  }
  const heading = section.querySelector('h2');
  const title = heading === null ? '' : textOf(heading);
  if (title === '') return null;
  return {
    name,
    canClose: section.getAttribute(MODAL_FRAGMENT_ATTRIBUTES.canClose) === 'true',
    title,
    paragraphs: [...section.querySelectorAll(':scope > p')].map(textOf).filter(Boolean),
    actions: [...section.querySelectorAll(`footer a[${MODAL_FRAGMENT_ATTRIBUTES.action}]`)].flatMap(
      actionOf,
    ),
  };
}
