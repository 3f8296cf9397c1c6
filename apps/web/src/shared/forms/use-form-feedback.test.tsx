import { FORM_VALIDATOR_DELAY_MS } from '@playfair/domain/constants';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { useForm } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestI18n } from '../../test/i18n';
import { TextField } from '../ui/text-field';
import { contractResolver } from './contract-resolver';
import { useFormFeedback } from './use-form-feedback';

type Values = { email: string; password: string; repeat: string };

// A contract-shaped schema: catalog keys as messages, a repeat that must match (spec 000 §5).
const SCHEMA = z
  .object({
    email: z.string().min(1, { error: 'validation_required' }),
    password: z.string().min(8, { error: 'validation_password_length' }),
    repeat: z.string(),
  })
  .superRefine(({ password, repeat }, ctx) => {
    if (repeat !== password)
      ctx.addIssue({ code: 'custom', path: ['repeat'], message: 'validation_match' });
  });

const RESOLVER = contractResolver<Values>(SCHEMA, {
  keys: ['validation_required', 'validation_password_length', 'validation_match'],
});

const onValid = vi.fn();

function Form({ serverErrors }: { serverErrors?: Record<string, string> }) {
  const form = useForm<Values>({
    defaultValues: { email: '', password: '', repeat: '' },
    resolver: RESOLVER,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const feedback = useFormFeedback(form, { resolver: RESOLVER, delayMs: FORM_VALIDATOR_DELAY_MS });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, feedback.revealAll)}>
      {feedback.formError === null ? null : <p role="alert">{feedback.formError}</p>}
      <TextField label="Email" {...feedback.textField('email')} />
      <TextField label="Password" {...feedback.textField('password')} />
      <TextField label="Repeat" {...feedback.textField('repeat')} />
      <button
        type="button"
        onClick={() => {
          feedback.showServerErrors(serverErrors ?? {});
          feedback.showFormError('Refused (server).');
        }}
      >
        Answer
      </button>
      <button type="submit" disabled={!feedback.canSubmit}>
        Send
      </button>
    </form>
  );
}

let i18n: I18n;

beforeAll(async () => {
  i18n = await createTestI18n('en');
});

beforeEach(() => {
  vi.useFakeTimers();
  onValid.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

function renderForm(serverErrors?: Record<string, string>) {
  render(
    <I18nextProvider i18n={i18n}>
      <Form serverErrors={serverErrors} />
    </I18nextProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label);
const send = () => screen.getByRole('button', { name: 'Send' });

function type(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

function fillValid() {
  type('Email', 'ana@example.com');
  type('Password', 'longenough');
  type('Repeat', 'longenough');
}

describe('useFormFeedback (spec 000 §5 / spec 001 §9, the form validator)', () => {
  it('keeps submit disabled while a field is incomplete or invalid, at every keystroke', () => {
    renderForm();
    expect(send()).toBeDisabled();

    type('Email', 'ana@example.com');
    type('Password', 'longenough');
    type('Repeat', 'longenougH');
    expect(send()).toBeDisabled();

    type('Repeat', 'longenough');
    expect(send()).toBeEnabled();
  });

  it("shows a problem once typing has paused for the delay (1200 ms), in the catalog's words", async () => {
    renderForm();

    type('Password', 'short');
    await wait(FORM_VALIDATOR_DELAY_MS - 1);
    expect(field('Password')).not.toHaveAccessibleDescription();

    await wait(1);
    expect(field('Password')).toHaveAccessibleDescription(i18n.t('validation_password_length'));
  });

  it('shows a problem at once when the field is left, and then follows the values', () => {
    renderForm();
    type('Password', 'longenough');
    type('Repeat', 'x');

    fireEvent.blur(field('Repeat'));
    expect(field('Repeat')).toHaveAccessibleDescription('Does not match');

    type('Password', 'x');
    expect(field('Repeat')).not.toHaveAccessibleDescription();
  });

  it('shows every problem when a submit is tried, and sends nothing', async () => {
    renderForm();
    type('Email', 'ana@example.com');

    await act(async () => {
      fireEvent.submit(send().closest('form')!);
    });

    expect(field('Password')).toHaveAccessibleDescription(i18n.t('validation_password_length'));
    expect(field('Email')).not.toHaveAccessibleDescription();
    expect(onValid).not.toHaveBeenCalled();
  });

  it("shows the server's texts at once, keeps submit possible, and drops a field's on its change", () => {
    renderForm({ password: 'Wrong password (server).', unknown_field: 'Not shown.' });
    fillValid();

    fireEvent.click(screen.getByRole('button', { name: 'Answer' }));

    expect(field('Password')).toHaveAccessibleDescription('Wrong password (server).');
    expect(field('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Refused (server).');
    expect(screen.queryByText('Not shown.')).not.toBeInTheDocument();
    expect(send()).toBeEnabled();

    type('Password', 'longenough!');
    expect(field('Password')).not.toHaveAccessibleDescription();
  });

  it('sends the values as typed once the form is valid, and clears the last answer', async () => {
    renderForm({ email: 'Taken (server).' });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Answer' }));

    await act(async () => {
      fireEvent.submit(send().closest('form')!);
    });

    expect(onValid).toHaveBeenCalledWith(
      { email: 'ana@example.com', password: 'longenough', repeat: 'longenough' },
      expect.anything(),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field('Email')).not.toHaveAccessibleDescription();
  });
});
