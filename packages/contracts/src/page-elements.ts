// The elements the server writes into a page for the app to read (DESIGN §6 "Boot"): inert JSON
// script elements. Kept free of Zod so the page's first script can look for them.

/** The app configuration (spec 000 §3, spec 001 §3), as `ZAppConfig`. */
export const APP_CONFIG_ELEMENT_ID = 'app-config';

/**
 * The lobby's first answer inlined in its page, as `ZLobbyFirstScreen`: the rows render as soon
 * as the app runs, without waiting for their call. The page's first `getLobbyGames` for this
 * vertical, locale, category and player reads it instead.
 */
export const LOBBY_FIRST_SCREEN_ELEMENT_ID = 'pf-lobby-first-screen';
