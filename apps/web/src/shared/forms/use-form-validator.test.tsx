import { FORM_VALIDATOR_DELAY_MS } from '@playfair/domain/constants';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormRules } from './field-rules';
import { useFormValidator } from './use-form-validator';

type Name = 'email' | 'password' | 'repeat';

function Form({ rules }: { rules: FormRules<Name> }) {
  const form = useFormValidator({ rules, delayMs: FORM_VALIDATOR_DELAY_MS });
  return (
    <form>
      {(['email', 'password', 'repeat'] as const).map((name) => {
        const { errorKey, ...binding } = form.field(name);
        return (
          <p key={name}>
            <label>
              {name}
              <input {...binding} aria-invalid={errorKey !== null} />
            </label>
            {errorKey === null ? null : <span>{`${name}: ${errorKey}`}</span>}
          </p>
        );
      })}
      <button type="submit" disabled={!form.canSubmit}>
        Send
      </button>
    </form>
  );
}

function type(name: Name, value: string) {
  fireEvent.change(screen.getByLabelText(name), { target: { value } });
}

const send = () => screen.getByRole('button', { name: 'Send' });

async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const RULES: FormRules<Name> = {
  email: { required: true },
  password: { required: true, minLength: 8 },
  repeat: { required: true, match: 'password' },
};

describe('useFormValidator', () => {
  it('keeps submit disabled while a field is incomplete or invalid', () => {
    render(<Form rules={RULES} />);
    expect(send()).toBeDisabled();

    type('email', 'a@b.co');
    type('password', 'longenough');
    type('repeat', 'longenougH');
    expect(send()).toBeDisabled();

    type('repeat', 'longenough');
    expect(send()).toBeEnabled();
  });

  it('shows a problem once typing has paused for the delay (1200 ms), not before', async () => {
    render(<Form rules={RULES} />);

    type('password', 'short');
    await wait(FORM_VALIDATOR_DELAY_MS - 1);
    expect(screen.queryByText('password: validation_minlength')).not.toBeInTheDocument();

    await wait(1);
    expect(screen.getByText('password: validation_minlength')).toBeInTheDocument();
  });

  it('shows a problem at once when the field is left', () => {
    render(<Form rules={RULES} />);

    type('repeat', 'x');
    fireEvent.blur(screen.getByLabelText('repeat'));

    expect(screen.getByText('repeat: validation_match')).toBeInTheDocument();
  });

  it('runs a remote check after the delay, holds submit while it runs and shows its answer', async () => {
    const remote = vi.fn(async (value: string) =>
      value === 'taken@b.co' ? ('registration_status_42' as const) : null,
    );
    render(<Form rules={{ ...RULES, email: { required: true, remote } }} />);
    type('password', 'longenough');
    type('repeat', 'longenough');

    type('email', 'taken@');
    type('email', 'taken@b.co');
    expect(send()).toBeDisabled();
    await wait(FORM_VALIDATOR_DELAY_MS);

    // Debounced: one check, for the value typing stopped at.
    expect(remote).toHaveBeenCalledTimes(1);
    expect(remote.mock.calls[0]?.[0]).toBe('taken@b.co');
    expect(screen.getByText('email: registration_status_42')).toBeInTheDocument();
    expect(send()).toBeDisabled();

    type('email', 'free@b.co');
    await wait(FORM_VALIDATOR_DELAY_MS);
    expect(screen.queryByText(/email:/)).not.toBeInTheDocument();
    expect(send()).toBeEnabled();
  });

  it('drops a remote answer for a value the player has changed since', async () => {
    let answer: (problem: 'registration_status_42' | null) => void = () => undefined;
    const remote = vi.fn(
      () => new Promise<'registration_status_42' | null>((resolve) => (answer = resolve)),
    );
    render(<Form rules={{ ...RULES, email: { required: true, remote } }} />);
    type('email', 'taken@b.co');
    await wait(FORM_VALIDATOR_DELAY_MS);

    type('email', 'other@b.co');
    await act(async () => answer('registration_status_42'));

    expect(screen.queryByText('email: registration_status_42')).not.toBeInTheDocument();
  });
});
