import type { To } from 'react-router';

/** The query parameter a modal opens from; the modal manager of a later issue reads it. */
export const MODAL_QUERY_PARAM = 'modal';

export type ShellModal = 'login' | 'register';

/** The current page with a modal opened over it (`/en/casino?modal=login`). */
export function modalLocation(pathname: string, modal: ShellModal): To {
  return { pathname, search: `?${new URLSearchParams({ [MODAL_QUERY_PARAM]: modal })}` };
}
