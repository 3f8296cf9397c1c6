import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorBody, type FakeHandler, stubServer } from '../../../test/fake-server';
import { preloadAppModals, renderApp } from '../../../test/render-app';
import { freeRoundsGrant, rewardOffer, rewardsAnswer, runningBonus } from '../../../test/rewards';

beforeAll(preloadAppModals);

afterEach(() => {
  vi.unstubAllGlobals();
});

const PLAYER = { logged: true, userId: '42' } as const;

const WELCOME = rewardOffer();
const CASHBACK = rewardOffer({
  offerId: 'offer-2',
  kind: 'cashback',
  title: 'Live casino cashback',
  amountMinor: '1240',
  formatted: '€12.40',
  terms: { cashbackPercent: 10, periodHours: 24, minRounds: 50, maxCashbackMinor: '10000' },
  claimBy: null,
});

const FULL = rewardsAnswer({
  offers: [WELCOME, CASHBACK],
  bonuses: [runningBonus()],
  freeRounds: [freeRoundsGrant()],
});

function wallet(balanceMinor: string, bonusMinor: string) {
  return {
    success: true,
    balanceMinor,
    currency: 'EUR',
    formatted: `€${(Number(balanceMinor) / 100).toFixed(2)}`,
    bonusMinor,
    bonusFormatted: `€${(Number(bonusMinor) / 100).toFixed(2)}`,
  };
}

function server(overrides: Record<string, FakeHandler> = {}) {
  let rewardsReads = 0;
  let walletReads = 0;
  const requests = stubServer({
    'GET /public-api/v1/get-form-csrf-token': () => ({ body: { csrf_token: 'csrf-1' } }),
    'GET /en/user/wallet': () => {
      walletReads += 1;
      return { body: walletReads === 1 ? wallet('10000', '0') : wallet('10000', '5000') };
    },
    'GET /en/user/rewards': () => {
      rewardsReads += 1;
      return {
        body:
          rewardsReads === 1
            ? FULL
            : {
                ...FULL,
                offers: [CASHBACK],
                bonuses: [runningBonus(), runningBonus({ bonusId: 'bonus-2' })],
              },
      };
    },
    ...overrides,
  });
  return { requests, rewardsReads: () => rewardsReads, walletReads: () => walletReads };
}

async function openRewards(path = '/en/rewards') {
  const user = userEvent.setup();
  const view = await renderApp(path, PLAYER);
  const dialog = await screen.findByRole('dialog', { name: 'Rewards' });
  const modal = within(dialog);
  await modal.findByRole('region', { name: 'Offers to claim' });
  return { ...view, user, dialog, modal };
}

function section(modal: ReturnType<typeof within>, name: string) {
  return within(modal.getByRole('region', { name }));
}

describe('rewards modal: what the player has', () => {
  it('lists the offers with their terms, the cashback, the running bonus and the free spins', async () => {
    server();
    const { modal, address } = await openRewards();
    expect(address()).toBe('/en/rewards');

    const offer = within(
      section(modal, 'Offers to claim').getByRole('listitem', { name: 'Welcome bonus' }),
    );
    expect(offer.getByRole('heading', { name: 'Welcome bonus' })).toBeVisible();
    expect(offer.getByText('Deposit bonus')).toBeVisible();
    expect(offer.getByText('€50.00')).toBeVisible();
    expect(
      offer.getByText(
        '100% of your first deposit up to €100 · min deposit €10 · 40× wagering within 30 days · max bet €5 · 10 free spins a day',
      ),
    ).toBeVisible();
    expect(offer.getByText('Claim by January 8, 2027')).toBeVisible();
    expect(offer.getByRole('button', { name: 'Claim Welcome bonus' })).toHaveTextContent('Claim');

    const cashback = within(
      section(modal, 'Cashback').getByRole('listitem', { name: 'Live casino cashback' }),
    );
    expect(cashback.getByText('€12.40')).toBeVisible();
    expect(
      cashback.getByText(
        '10% back on your net losses over 24 hours · min 50 rounds played · max €100',
      ),
    ).toBeVisible();
    expect(cashback.getByRole('button', { name: 'Claim Live casino cashback' })).toBeEnabled();

    const bonus = within(
      section(modal, 'Bonuses in play').getByRole('listitem', { name: 'Welcome bonus' }),
    );
    expect(bonus.getByTestId('reward-bonus-balance')).toHaveTextContent('€20.00');
    expect(bonus.getByText('€1,500.00 left to wager')).toBeVisible();
    expect(bonus.getByText('Max bet €5.00')).toBeVisible();
    expect(bonus.getByText(/^Ends on January 31, 2027 at/)).toBeVisible();
    expect(
      bonus.getByText('Counts toward wagering: Slots 100%, Table games 10%, Live casino 0%'),
    ).toBeVisible();

    const spins = within(
      section(modal, 'Free spins').getByRole('listitem', { name: 'Golden Reels' }),
    );
    expect(spins.getByRole('heading', { name: 'Golden Reels' })).toBeVisible();
    expect(spins.getByText('7 of 10 free spins left')).toBeVisible();
    expect(spins.getByText('€0.20 a spin')).toBeVisible();
    expect(spins.getByText('Wins go to your bonus balance')).toBeVisible();
    expect(spins.getByRole('link', { name: 'Play Golden Reels' })).toHaveAttribute(
      'href',
      '/en/game/golden-reels',
    );
  });

  it("shows the bonus's wagering as a progress bar", async () => {
    server({
      'GET /en/user/rewards': () => ({
        body: rewardsAnswer({ bonuses: [runningBonus({ wageringPercent: 62 })] }),
      }),
    });
    const { modal } = await openRewards();

    const progress = modal.getByRole('progressbar', { name: 'Wagering' });
    expect(progress).toHaveAttribute('aria-valuemin', '0');
    expect(progress).toHaveAttribute('aria-valuemax', '100');
    expect(progress).toHaveAttribute('aria-valuenow', '62');
    expect(progress).toHaveAttribute('aria-valuetext', '62% wagered');
    expect(modal.getByText('There are no offers to claim right now.')).toBeVisible();
    expect(modal.queryByRole('region', { name: 'Free spins' })).not.toBeInTheDocument();
  });

  it('says so when there is nothing at all', async () => {
    server({ 'GET /en/user/rewards': () => ({ body: rewardsAnswer() }) });
    const user = userEvent.setup();
    await renderApp('/en/rewards', PLAYER);
    const dialog = await screen.findByRole('dialog', { name: 'Rewards' });

    expect(
      await within(dialog).findByRole('heading', { name: 'No rewards right now' }),
    ).toBeVisible();
    expect(within(dialog).queryByRole('region')).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Rewards' })).not.toBeInTheDocument(),
    );
  });
});

describe('rewards modal: claiming', () => {
  it('posts the claim with the token, says what it gave, and reads the rewards and wallet again', async () => {
    const { requests, rewardsReads, walletReads } = server({
      'POST /en/user/rewards/claim/offer-1': () => ({
        body: {
          success: true,
          kind: 'deposit-bonus',
          amountMinor: '5000',
          formatted: '€50.00',
          bonusId: 'bonus-2',
          grantId: null,
        },
      }),
    });
    const { user, modal } = await openRewards();
    await vi.waitFor(() => expect(walletReads()).toBe(1));

    await user.click(modal.getByRole('button', { name: 'Claim Welcome bonus' }));

    const done = await modal.findByRole('status');
    expect(done).toHaveTextContent('€50.00 has been added to your bonus balance.');
    expect(done.parentElement).toHaveFocus();
    const [posted] = requests.callsTo('POST', '/en/user/rewards/claim/offer-1');
    expect(Object.fromEntries(posted!.form)).toEqual({ csrf_token: 'csrf-1' });
    expect(posted!.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(rewardsReads()).toBe(2);
    expect(walletReads()).toBe(2);
    expect(modal.queryByRole('button', { name: 'Claim Welcome bonus' })).not.toBeInTheDocument();
    expect(section(modal, 'Bonuses in play').getAllByTestId('reward-bonus')).toHaveLength(2);
    expect(await screen.findByRole('link', { name: 'Balance €100.00 Bonus €50.00' })).toBeVisible();
  });

  it("shows the server's refusal on the offer, and leaves it there", async () => {
    const { rewardsReads } = server({
      'POST /en/user/rewards/claim/offer-2': () => ({
        status: 409,
        body: errorBody('OFFER_ALREADY_CLAIMED', 'You have already claimed this offer.'),
      }),
    });
    const { user, modal } = await openRewards();

    await user.click(modal.getByRole('button', { name: 'Claim Live casino cashback' }));

    const cashback = within(
      section(modal, 'Cashback').getByRole('listitem', { name: 'Live casino cashback' }),
    );
    expect(await cashback.findByRole('alert')).toHaveTextContent(
      'You have already claimed this offer.',
    );
    expect(
      within(
        section(modal, 'Offers to claim').getByRole('listitem', { name: 'Welcome bonus' }),
      ).queryByRole('alert'),
    ).not.toBeInTheDocument();
    expect(cashback.getByRole('button', { name: 'Claim Live casino cashback' })).toBeEnabled();
    expect(rewardsReads()).toBe(1);
  });
});

describe('rewards modal: how it opens', () => {
  it('opens from the onload action `rewards`, at its history route', async () => {
    const { rewardsReads } = server();
    const { address } = await renderApp('/en/', {
      ...PLAYER,
      onloadActions: [{ action: 'rewards', params: {} }],
    });

    const dialog = await screen.findByRole('dialog', { name: 'Rewards' });
    expect(await within(dialog).findByRole('region', { name: 'Offers to claim' })).toBeVisible();
    expect(address()).toBe('/en/rewards');
    expect(rewardsReads()).toBe(1);
  });

  it('asks a visitor to log in instead, and reads no rewards', async () => {
    const { requests } = server();
    await renderApp('/en/rewards');

    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Rewards', hidden: true })).toHaveTextContent(
      'Log in to see your offers, bonuses and free spins.',
    );
    expect(requests.callsTo('GET', '/en/user/rewards')).toHaveLength(0);
  });

  it('lives at the translated slug of the locale (sr: nagrade)', async () => {
    const requests = stubServer({ 'GET /sr/user/rewards': () => ({ body: rewardsAnswer() }) });
    await renderApp('/sr/nagrade', { ...PLAYER, locale: 'sr', languageTag: 'sr-Latn-RS' });

    const dialog = await screen.findByRole('dialog', { name: 'Rewards' });
    expect(
      await within(dialog).findByRole('heading', { name: 'No rewards right now' }),
    ).toBeVisible();
    expect(requests.callsTo('GET', '/sr/user/rewards')).toHaveLength(1);
  });
});
