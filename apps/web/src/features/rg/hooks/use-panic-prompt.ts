import { useState } from 'react';
import { hasPanicPromptCookie, panicPromptCookie } from '../model/panic-prompt-cookie';

/**
 * spec 001 §2 / §9: the panic button's prompt shows until the player dismisses it; the dismissal
 * is kept 60 days in cookie PanicButtonInfo (the time it happened), across the site (path /).
 */
export function usePanicPrompt() {
  const [isShown, setIsShown] = useState(() => !hasPanicPromptCookie(document.cookie));
  return {
    isShown,
    dismiss: () => {
      document.cookie = panicPromptCookie(Date.now(), {
        isSecure: window.location.protocol === 'https:',
      });
      setIsShown(false);
    },
  };
}
