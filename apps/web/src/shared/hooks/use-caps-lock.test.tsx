import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCapsLock } from './use-caps-lock';

function Field() {
  const { isCapsLockOn, capsLockHandlers } = useCapsLock();
  return (
    <>
      <input aria-label="Password" type="password" {...capsLockHandlers} />
      {isCapsLockOn ? <p>Caps Lock is on</p> : null}
    </>
  );
}

describe('useCapsLock', () => {
  it('warns while keys arrive with Caps Lock on, and stops when it goes off or the field is left', () => {
    render(<Field />);
    const input = screen.getByLabelText('Password');

    fireEvent.keyDown(input, { key: 'A', modifierCapsLock: true });
    expect(screen.getByText('Caps Lock is on')).toBeInTheDocument();

    fireEvent.keyUp(input, { key: 'a', modifierCapsLock: false });
    expect(screen.queryByText('Caps Lock is on')).not.toBeInTheDocument();

    fireEvent.keyDown(input, { key: 'A', modifierCapsLock: true });
    fireEvent.blur(input);
    expect(screen.queryByText('Caps Lock is on')).not.toBeInTheDocument();
  });
});
