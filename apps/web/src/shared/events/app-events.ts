import { createEventBus } from './event-bus';

/**
 * Signals the shared layer raises for whoever composes the app to act on.
 *
 * `session-expired`: a response body contained INVALID_AUTHENTICATION_TOKEN (spec 000 §4). The
 * player is logged out on the server; the app must log out locally and show the session-expired
 * modal (retrying its load after SESSION_EXPIRED_MODAL_RETRY_MS). The modal manager of a later
 * issue subscribes here from src/app; until then nobody listens and the failing call's ApiError
 * is all the caller sees.
 */
export type AppEvents = {
  'session-expired': { url: string; status: number };
};

export const appEvents = createEventBus<AppEvents>();
