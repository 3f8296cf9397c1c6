/**
 * The browser's session storage, or null where it cannot be used (disabled cookies, some private
 * modes throw on access). Callers treat null as "nothing cached" and carry on.
 */
export function getSessionStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
