import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from '@playfair/domain/constants';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlMessageFormat } from 'intl-messageformat';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorBody } from '../../../test/fake-server';
import { ENGLISH_CATALOG } from '../../../test/i18n';
import { preloadAppModals, renderApp } from '../../../test/render-app';
import {
  createActiveLimit,
  createFutureLimit,
  createLimitsAnswer,
  createRules,
  PLAYER,
  QUIZ,
  stubRgServer,
} from '../rg-test-data';

beforeAll(preloadAppModals);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** An English text as the app renders it (ICU, dates in the `en` format). */
function english(key: string, values: Record<string, unknown> = {}): string {
  return String(new IntlMessageFormat(ENGLISH_CATALOG[key]!, 'en').format(values));
}

async function openLimits(path = '/en/account?tab=limits') {
  const user = userEvent.setup();
  const view = await renderApp(path, PLAYER);
  const change = within(await screen.findByRole('region', { name: 'Set or change a limit' }));
  return { ...view, user, change };
}

const PASSED = { success: true, QuizId: 3, Submissions: [{ IsActive: true, IsPassed: true }] };

describe('limits (spec 001 §3 "Limits response")', () => {
  it('shows each limit with what is used and left, and counts down to a future one', async () => {
    const now = Date.parse('2026-03-02T10:00:00.000Z');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now });
    const resetsAt = '2026-03-03T00:00:00.000Z';
    const startsAt = new Date(now + DAY_MS + 2 * HOUR_MS + 3 * MINUTE_MS + 4 * SECOND_MS);
    stubRgServer(
      createLimitsAnswer({
        ActiveLimits: [
          createActiveLimit({ Used: '120.00', Left: '380.00', ResetsAt: resetsAt }),
          createActiveLimit({
            LimitType: 4,
            Amount: '90',
            Used: '30',
            Left: '60',
            SetBy: 'operator',
          }),
        ],
        FutureLimits: [
          createFutureLimit({ Duration: 3, Amount: '800.00', StartDate: startsAt.toISOString() }),
        ],
      }),
    );
    await renderApp('/en/account?tab=limits', PLAYER);

    const deposit = await screen.findByRole('region', { name: 'Deposit limit' });
    const meter = within(deposit).getByRole('progressbar', { name: 'Daily: €500.00' });
    expect(meter).toHaveAttribute('aria-valuenow', '120');
    expect(meter).toHaveAttribute('aria-valuemax', '500');
    expect(meter).toHaveAttribute('aria-valuetext', '€120.00 of €500.00 used');
    const [active, future] = within(deposit).getAllByRole('listitem');
    expect(active).toHaveTextContent('Used€120.00Left€380.00');
    expect(active).toHaveTextContent(english('rg_limit_resets', { date: new Date(resetsAt) }));

    expect(future).toHaveTextContent('Monthly: €800.00New limit');
    expect(future).toHaveTextContent(english('rg_future_starts', { date: startsAt }));
    const timer = within(future!).getByRole('timer', { name: 'Starts in' });
    expect(timer).toHaveTextContent('01 days 02 hours 03 minutes 04 seconds');
    act(() => {
      vi.advanceTimersByTime(SECOND_MS);
    });
    expect(timer).toHaveTextContent('01 days 02 hours 03 minutes 03 seconds');

    const session = screen.getByRole('region', { name: 'Session time limit' });
    expect(within(session).getByRole('progressbar', { name: 'Daily: 90 minutes' })).toHaveAttribute(
      'aria-valuetext',
      '30 minutes of 90 minutes used',
    );
    expect(session).toHaveTextContent('Set by our safer gambling team');
  });

  it('says when there are none yet, and links the safer gambling page', async () => {
    stubRgServer(createLimitsAnswer({ Rules: createRules({ isDepositLimitRequired: true }) }));
    await openLimits();

    const overview = screen.getByRole('region', { name: 'Your limits' });
    expect(within(overview).getByRole('heading', { name: 'No limits set' })).toBeVisible();
    // SE, DE, ES: a deposit needs a deposit limit first.
    expect(overview).toHaveTextContent('Please set a deposit limit before you deposit.');
    expect(within(overview).getByRole('link', { name: 'How deposit limits work' })).toHaveAttribute(
      'href',
      '/en/safer-gambling#limits',
    );
  });

  it('asks a limit confirmed once its wait is over (GB), and not before', async () => {
    const requests = stubRgServer(
      createLimitsAnswer({
        Rules: createRules({ isRaiseConfirmationRequired: true }),
        FutureLimits: [
          createFutureLimit({ StartDate: '2026-01-01T00:00:00.000Z', NeedsConfirmation: true }),
          createFutureLimit({
            LimitType: 2,
            StartDate: new Date(Date.now() + DAY_MS).toISOString(),
            NeedsConfirmation: true,
          }),
        ],
      }),
      {
        'POST /en/user/v2/limits/confirm': () => ({
          body: {
            success: true,
            Status: 'active',
            Limit: createFutureLimit({ NeedsConfirmation: false }),
          },
        }),
      },
    );
    const { user, change } = await openLimits();

    expect(change.getByRole('list', { name: 'How changes apply' })).toHaveTextContent(
      'When the waiting time is over, you need to confirm the higher limit here before it applies.',
    );
    const loss = screen.getByRole('region', { name: 'Loss limit' });
    expect(within(loss).queryByRole('button')).not.toBeInTheDocument();
    expect(loss).toHaveTextContent(
      'Once it starts, you need to confirm this limit here before it applies.',
    );

    const deposit = screen.getByRole('region', { name: 'Deposit limit' });
    expect(within(deposit).queryByRole('timer')).not.toBeInTheDocument();
    expect(within(deposit).getByRole('button', { name: 'Keep my current limit' })).toBeVisible();
    await user.click(within(deposit).getByRole('button', { name: 'Confirm new limit' }));

    const overview = screen.getByRole('region', { name: 'Your limits' });
    expect(await within(overview).findByRole('status')).toHaveTextContent(
      'Your new limit applies now.',
    );
    const [sent] = requests.callsTo('POST', '/en/user/v2/limits/confirm');
    expect(Object.fromEntries(sent!.form)).toEqual({
      LimitType: '1',
      Duration: '1',
      Confirm: 'yes',
      csrf_token: 'csrf-1',
    });
  });
});

describe('setting a limit (spec 001 §4 "Deposit limit")', () => {
  it('sends the type, period and amount, and says the limit applies now', async () => {
    let reads = 0;
    const limits = createLimitsAnswer({
      Rules: createRules({ limitTypes: [1, 2], durations: [1, 2] }),
    });
    const requests = stubRgServer(limits, {
      'GET /en/user/v2/active-limits': () => {
        reads += 1;
        return { body: limits };
      },
      'POST /en/user/v2/limits': () => ({
        body: {
          success: true,
          Status: 'active',
          Limit: createFutureLimit({ LimitType: 2, Duration: 2, Amount: '250.00' }),
        },
      }),
    });
    const { user, change } = await openLimits();

    // Only what the market offers (Rules.limitTypes, Rules.durations).
    expect(
      within(change.getByLabelText('Limit'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Deposit limit', 'Loss limit']);
    expect(
      change.getAllByRole('option', { name: /ly$/ }).map((option) => option.textContent),
    ).toEqual(['Daily', 'Weekly']);
    const save = change.getByRole('button', { name: 'Save limit' });
    expect(save).toBeDisabled();

    await user.selectOptions(change.getByLabelText('Limit'), 'Loss limit');
    await user.selectOptions(change.getByLabelText('Period'), 'Weekly');
    await user.type(change.getByLabelText('Amount (EUR)'), '250');
    await user.click(save);

    expect(await change.findByRole('status')).toHaveTextContent('Your new limit applies now.');
    const [sent] = requests.callsTo('POST', '/en/user/v2/limits');
    expect(Object.fromEntries(sent!.form)).toEqual({
      LimitType: '2',
      Duration: '2',
      Amount: '250',
      csrf_token: 'csrf-1',
    });
    await vi.waitFor(() => expect(reads).toBe(2));
    // A clean form for the next change, on the same type and period.
    expect(change.getByLabelText('Amount (EUR)')).toHaveValue('');
    expect(change.getByLabelText('Limit')).toHaveValue('2');
    expect(change.getByLabelText('Period')).toHaveValue('2');
  });

  it('says from when a raise applies, and asks for minutes for session time', async () => {
    const startsAt = '2026-05-04T08:30:00.000Z';
    const requests = stubRgServer(
      createLimitsAnswer({ ActiveLimits: [createActiveLimit({ LimitType: 4, Amount: '60' })] }),
      {
        'POST /en/user/v2/limits': () => ({
          body: {
            success: true,
            Status: 'future',
            Limit: createFutureLimit({ LimitType: 4, Amount: '90', StartDate: startsAt }),
          },
        }),
      },
    );
    const { user, change } = await openLimits();

    await user.selectOptions(change.getByLabelText('Period'), 'Monthly');
    await user.selectOptions(change.getByLabelText('Limit'), 'Session time limit');
    // Session time is counted per day (Rules.sessionTimeDurations).
    const period = change.getByLabelText('Period');
    expect(
      within(period)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Daily']);
    expect(period).toHaveValue('1');
    const minutes = change.getByLabelText('Time in minutes');
    expect(minutes).toHaveAccessibleDescription('Your current limit: 60 minutes');
    await user.type(minutes, '90');
    await user.click(change.getByRole('button', { name: 'Save limit' }));

    expect(await change.findByRole('status')).toHaveTextContent(
      english('rg_limit_set_future', { date: new Date(startsAt) }),
    );
    expect(Object.fromEntries(requests.callsTo('POST', '/en/user/v2/limits')[0]!.form)).toEqual({
      LimitType: '4',
      Duration: '1',
      Amount: '90',
      csrf_token: 'csrf-1',
    });
  });

  it("shows the market's ceiling, and the server's refusal", async () => {
    stubRgServer(
      createLimitsAnswer({ Rules: createRules({ depositLimitMax: { '3': '1000.00' } }) }),
      {
        'POST /en/user/v2/limits': () => ({
          status: 409,
          body: errorBody('LIMIT_COOL_DOWN', 'Your pending change takes effect first (server).'),
        }),
      },
    );
    const { user, change } = await openLimits();

    await user.selectOptions(change.getByLabelText('Period'), 'Monthly');
    const amount = change.getByLabelText('Amount (EUR)');
    expect(amount).toHaveAccessibleDescription('This limit can be at most €1,000.00.');
    await user.type(amount, '12,5');
    await user.click(change.getByRole('button', { name: 'Save limit' }));

    expect(await change.findByRole('alert')).toHaveTextContent(
      'Your pending change takes effect first (server).',
    );
    expect(change.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('the quiz before a raise (spec 001 §5, §6 change-deposit-quiz)', () => {
  const QUIZ_MARKET = createLimitsAnswer({
    ActiveLimits: [createActiveLimit()],
    Rules: createRules({ isRaiseQuizRequired: true, raiseCoolingOffHours: 168 }),
  });

  it('comes inline, refuses an unanswered question itself, and sends the raise once passed', async () => {
    const startsAt = '2026-04-01T10:00:00.000Z';
    const requests = stubRgServer(QUIZ_MARKET, {
      'POST /en/rg/quiz/get': () => ({ body: QUIZ }),
      'POST /en/rg/quiz/submit': () => ({ body: { ...PASSED, RetryAt: null } }),
      'POST /en/user/v2/limits': () => ({
        body: {
          success: true,
          Status: 'future',
          Limit: createFutureLimit({ Amount: '600.00', StartDate: startsAt }),
        },
      }),
    });
    const { user, change } = await openLimits();
    expect(change.getByRole('list', { name: 'How changes apply' })).toHaveTextContent(
      'Before you can raise a limit, you need to pass a short responsible gambling quiz.A higher limit applies 7 days after you ask for it.',
    );

    await user.type(change.getByLabelText('Amount (EUR)'), '600');
    await user.click(change.getByRole('button', { name: 'Save limit' }));

    const quiz = await change.findByRole('form', { name: 'Safer play quiz' });
    expect(requests.callsTo('POST', '/en/user/v2/limits')).toHaveLength(0);
    expect(requests.callsTo('POST', '/en/rg/quiz/get')[0]!.form.get('quizId')).toBe('3');
    expect([...quiz.querySelectorAll('legend')].map((legend) => legend.textContent)).toEqual([
      'What is gambling for?',
      'What do you do after a loss?',
    ]);
    expect(change.getByRole('button', { name: 'Save limit' })).toBeDisabled();

    await user.click(within(quiz).getByRole('radio', { name: 'Fun' }));
    await user.click(within(quiz).getByRole('button', { name: 'Submit answers' }));
    expect(await within(quiz).findByRole('alert')).toHaveTextContent('All fields must be filled.');
    expect(requests.callsTo('POST', '/en/rg/quiz/submit')).toHaveLength(0);

    await user.click(within(quiz).getByRole('radio', { name: 'Stop and take a break' }));
    expect(within(quiz).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(quiz).getByRole('button', { name: 'Submit answers' }));

    expect(await change.findByRole('status')).toHaveTextContent(
      `You passed the quiz. ${english('rg_limit_set_future', { date: new Date(startsAt) })}`,
    );
    const [submitted] = requests.callsTo('POST', '/en/rg/quiz/submit');
    expect(submitted!.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(submitted!.text)).toEqual({
      quizId: 3,
      questions: [
        { QuestionId: 11, AnswerId: 111 },
        { QuestionId: 12, AnswerId: 122 },
      ],
      csrf_token: 'csrf-1',
    });
    const [sent] = requests.callsTo('POST', '/en/user/v2/limits');
    expect(Object.fromEntries(sent!.form)).toMatchObject({ LimitType: '1', Amount: '600' });
    expect(change.queryByRole('form', { name: 'Safer play quiz' })).not.toBeInTheDocument();
  });

  it('comes when the server asks for it, and a failed quiz says when to try again', async () => {
    const requests = stubRgServer(createLimitsAnswer({ ActiveLimits: [createActiveLimit()] }), {
      'POST /en/user/v2/limits': () => ({
        status: 403,
        body: errorBody('LIMIT_QUIZ_REQUIRED', 'Pass the quiz first (server).'),
      }),
      'POST /en/rg/quiz/get': () => ({ body: QUIZ }),
      'POST /en/rg/quiz/submit': () => ({
        body: {
          success: true,
          QuizId: 3,
          Submissions: [{ IsActive: true, IsPassed: false }],
          RetryAt: '2026-03-09T10:00:00.000Z',
        },
      }),
    });
    const { user, change } = await openLimits();

    await user.type(change.getByLabelText('Amount (EUR)'), '700');
    await user.click(change.getByRole('button', { name: 'Save limit' }));
    const quiz = await change.findByRole('form', { name: 'Safer play quiz' });
    await user.click(within(quiz).getByRole('radio', { name: 'Income' }));
    await user.click(within(quiz).getByRole('radio', { name: 'Play on to win it back' }));
    await user.click(within(quiz).getByRole('button', { name: 'Submit answers' }));

    expect(await within(quiz).findByRole('alert')).toHaveTextContent(
      'Unfortunately you did not pass the quiz. You can try again in 7 days.',
    );
    expect(within(quiz).queryByRole('button', { name: 'Submit answers' })).not.toBeInTheDocument();
    expect(requests.callsTo('POST', '/en/user/v2/limits')).toHaveLength(1);

    await user.click(within(quiz).getByRole('button', { name: 'Back to my limits' }));
    expect(change.queryByRole('form', { name: 'Safer play quiz' })).not.toBeInTheDocument();
    expect(change.getByRole('button', { name: 'Save limit' })).toBeEnabled();
  });

  it('stays locked until its retry date, without asking the server for it', async () => {
    const retryAt = new Date(Date.now() + 3 * DAY_MS).toISOString();
    const requests = stubRgServer({
      ...QUIZ_MARKET,
      Quiz: { quizId: 3, isPassed: false, retryAt },
    });
    const { user, change } = await openLimits();

    await user.type(change.getByLabelText('Amount (EUR)'), '600');
    await user.click(change.getByRole('button', { name: 'Save limit' }));

    expect(await change.findByRole('alert')).toHaveTextContent(
      english('quiz_locked', { date: new Date(retryAt) }),
    );
    expect(requests.callsTo('POST', '/en/rg/quiz/get')).toHaveLength(0);
    expect(requests.callsTo('POST', '/en/user/v2/limits')).toHaveLength(0);
  });

  it("shows the server's word when it keeps the quiz locked (QUIZ_LOCKED)", async () => {
    stubRgServer(QUIZ_MARKET, {
      'POST /en/rg/quiz/get': () => ({
        status: 403,
        body: errorBody('QUIZ_LOCKED', 'You can take the quiz again on 9 March 2026 (server).'),
      }),
    });
    const { user, change } = await openLimits();

    await user.type(change.getByLabelText('Amount (EUR)'), '600');
    await user.click(change.getByRole('button', { name: 'Save limit' }));

    expect(await change.findByRole('alert')).toHaveTextContent(
      'You can take the quiz again on 9 March 2026 (server).',
    );
    await user.click(change.getByRole('button', { name: 'Back to my limits' }));
    expect(change.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets a lower limit through without the quiz', async () => {
    const requests = stubRgServer(QUIZ_MARKET, {
      'POST /en/user/v2/limits': () => ({
        body: { success: true, Status: 'active', Limit: createFutureLimit({ Amount: '100.00' }) },
      }),
    });
    const { user, change } = await openLimits();

    await user.type(change.getByLabelText('Amount (EUR)'), '100');
    await user.click(change.getByRole('button', { name: 'Save limit' }));

    expect(await change.findByRole('status')).toHaveTextContent('Your new limit applies now.');
    expect(requests.callsTo('POST', '/en/rg/quiz/get')).toHaveLength(0);
  });
});
