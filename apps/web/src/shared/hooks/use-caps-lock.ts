import { type KeyboardEvent, useState } from 'react';

type CapsLockHandlers = {
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onKeyUp: (event: KeyboardEvent<HTMLElement>) => void;
  onBlur: () => void;
};

/**
 * spec 000 §5: a caps-lock warning shows while typing the password. The keyboard only tells with
 * a key event, so the state is read from each key pressed in the field and forgotten when the
 * field loses focus (the key may be toggled elsewhere).
 */
export function useCapsLock(): { isCapsLockOn: boolean; capsLockHandlers: CapsLockHandlers } {
  const [isCapsLockOn, setIsCapsLockOn] = useState(false);

  function handleKey(event: KeyboardEvent<HTMLElement>) {
    // Synthetic key events without modifier state (autofill, some IMEs) leave it as it was.
    if (typeof event.getModifierState !== 'function') return;
    setIsCapsLockOn(event.getModifierState('CapsLock'));
  }

  return {
    isCapsLockOn,
    capsLockHandlers: {
      onKeyDown: handleKey,
      onKeyUp: handleKey,
      onBlur: () => setIsCapsLockOn(false),
    },
  };
}
