import { MINUTE_MS, SECOND_MS } from '@playfair/domain/constants';

// DESIGN §3 / §10: the responsible-gambling clocks run as jobs on the job runner, never timers.

/** Waiting limits whose start came are applied by this job (and pushed to the player's pages). */
export const LIMIT_ACTIVATION_JOB = 'rg.activate-limits';
export const LIMIT_ACTIVATION_INTERVAL_MS = 15 * SECOND_MS;

/** Sessions of players past their session-time limit are ended by this job. */
export const SESSION_TIME_JOB = 'rg.session-time';
export const SESSION_TIME_INTERVAL_MS = MINUTE_MS;
