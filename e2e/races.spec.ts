import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { textsFor } from './catalog';
import {
  depositThroughApi,
  OPERATOR,
  playerIdOf,
  registerThroughApi,
  shot,
  studioCall,
  XHR,
} from './players';

// Races (spec 001 §2/§4/§9, decision 011): a player opens a slot, joins its race in the game
// view's side panel, plays for real and sees the panel's points rise live; when the operator ends
// the race, the finish display shows the position and the prize (after a 5 s delay), the prize
// is in the balance and the result is in the inbox.

const t = textsFor('en');

/** A video slot no demo race counts, so the journey's race is the only one for it. */
async function slotOutsideDemoRaces(page: Page): Promise<{ id: string; slug: string }> {
  const races = await page.request.get('/en/get-races', { headers: XHR });
  const raced = new Set(
    ((await races.json()) as { races: { game_whitelist: string[] }[] }).races.flatMap(
      (race) => race.game_whitelist,
    ),
  );
  const games = await page.request.get('/en/get-games/video-slots', { headers: XHR });
  const list = ((await games.json()) as { gameData: { id: string; url: string }[] }).gameData;
  const game = list.find((each) => !raced.has(each.id));
  expect(game).toBeDefined();
  return { id: game?.id ?? '', slug: game?.url.split('/').filter(Boolean).at(-1) ?? '' };
}

/** A race of the journey's own on one slot, running now for British players. */
async function scheduleRace(page: Page, gameId: string): Promise<string> {
  const now = Date.now();
  const created = await page.request.post('/operator-api/v1/races', {
    headers: { ...OPERATOR, 'content-type': 'application/json' },
    data: JSON.stringify({
      name: { en: `Journey race ${randomUUID().slice(0, 8)}` },
      countries: ['GB'],
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 59 * 60_000).toISOString(),
      minStakeMinor: { GBP: '20' },
      gameWhitelist: [gameId],
      prizes: [
        {
          position: 1,
          item: { kind: 'cash', amounts: { GBP: '1500' } },
          itemTranslation: { en: '£15 cash' },
        },
      ],
    }),
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { raceId: string }).raceId;
}

test('a player in a race sees the panel’s points rise and the finish display', async ({
  page,
}, info) => {
  const player = await registerThroughApi(page, 'GB', 'racer');
  const playerId = await playerIdOf(page, player.email);
  await depositThroughApi(page, '20');
  const game = await slotOutsideDemoRaces(page);
  const raceId = await scheduleRace(page, game.id);

  await page.goto(`/en/game/${game.slug}`);
  await expect(page.locator('iframe')).toHaveAttribute('src', /mode=real/);
  const panel = page.getByTestId('race-panel');
  await expect(panel).toBeVisible();
  if ((await panel.getAttribute('data-open')) !== 'true') {
    await page.getByTestId('race-panel-toggle').click();
  }
  await expect(panel).toHaveAttribute('data-open', 'true');
  await panel.getByTestId('race-opt-in').click();
  await expect(panel.getByTestId('race-opted-in')).toBeVisible();

  // Rounds as the studio plays them: £1 staked, £3 back (300 points), then £1.50 back (150).
  const rounds = [300, 150];
  let expected = 0;
  for (const win of rounds) {
    const roundId = `race-${randomUUID()}`;
    const base = { playerId, roundId, gameId: game.id, currency: 'GBP' };
    const debit = await studioCall(page, 'debit', {
      ...base,
      transactionId: `${roundId}:d1`,
      amount: 100,
    });
    expect(debit.status(), await debit.text()).toBe(200);
    const credit = await studioCall(page, 'credit', {
      ...base,
      transactionId: `${roundId}:c1`,
      amount: win,
      debitTransactionId: `${roundId}:d1`,
    });
    expect(credit.status()).toBe(200);
    expected += win;
    // Pushed to the open page: no reload.
    await expect(panel.getByTestId('race-points')).toHaveText(String(expected));
  }
  await expect(panel.getByTestId('race-position')).toHaveText('1');
  await shot(page, 'race-panel', info.project.name);

  // The operator ends it now: the result shows after the spec's 5 s delay, prize paid.
  const settled = await page.request.post(`/operator-api/v1/races/${raceId}/settle`, {
    headers: { ...OPERATOR, 'content-type': 'application/json' },
    data: JSON.stringify({ reason: 'Journey: ended at once' }),
  });
  expect(settled.status(), await settled.text()).toBe(200);
  const finish = page.getByTestId('race-finish');
  await expect(finish).toBeVisible({ timeout: 20_000 });
  await expect(finish).toContainText('£15 cash');
  await shot(page, 'race-finish', info.project.name);
  await expect
    .poll(async () => {
      const wallet = await page.request.get('/en/user/wallet', { headers: XHR });
      return ((await wallet.json()) as { balanceMinor: string }).balanceMinor;
    })
    .toBe(String(2000 - 200 + 450 + 1500));

  // The races page and the inbox keep the result.
  await page.goto('/en/races');
  await expect(page.getByRole('heading', { level: 1, name: t('races_title') })).toBeVisible();
  await expect(page.getByTestId('race-card').first()).toBeVisible();
  await shot(page, 'races-page', info.project.name);
  await page.goto('/en/account?tab=inbox');
  const inbox = page.getByTestId('inbox-list');
  await expect(inbox.getByTestId('inbox-item').first()).toContainText('£15 cash');
  await shot(page, 'inbox', info.project.name);
});
