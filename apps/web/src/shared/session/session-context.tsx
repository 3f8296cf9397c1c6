import { createContext, type ReactNode, use, useMemo, useState } from 'react';

export type Session = {
  isLogged: boolean;
  userId: string | null;
  /**
   * spec 000 §4: the server ended the session (INVALID_AUTHENTICATION_TOKEN). The page shows the
   * logged-out state from now on; a page load asks the server again.
   */
  endSession: () => void;
};

const SessionContext = createContext<Session | null>(null);

type SessionProviderProps = { isLogged: boolean; userId: string; children: ReactNode };

/**
 * Who the page is for. It starts from the app configuration (fixed for the page load) and can only
 * go one way: a session that ends while the page is open. Logging in is a page load.
 */
export function SessionProvider({ isLogged, userId, children }: SessionProviderProps) {
  const [hasEnded, setHasEnded] = useState(false);
  const session = useMemo<Session>(
    () => ({
      isLogged: isLogged && !hasEnded,
      userId: isLogged && !hasEnded ? userId : null,
      endSession: () => setHasEnded(true),
    }),
    [isLogged, userId, hasEnded],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (session === null) throw new Error('useSession needs a SessionProvider above it');
  return session;
}
