import type { TRoundResponse } from '../../src/api-contract';
import type { ClassicSlotOutcome } from '../../src/engines/classic-slot';
import type { VideoSlotOutcome } from '../../src/engines/video-slot';
import { createShell, el } from './shell';

// The slot pages: reels drawn with CSS, symbols from the skin (video slot) or the classic fruit
// machine set. One press of Spin plays one round; the button stays off for the game cycle. A free
// round (DESIGN §11) stakes nothing of the player's: the casino page hears a bet of 0.

const CARD_RANKS: Readonly<Record<string, string>> = { a: 'A', k: 'K', q: 'Q', j: 'J' };
const CLASSIC_LOOK: Readonly<Record<string, { glyph: string; name: string }>> = {
  seven: { glyph: '7', name: 'Seven' },
  bar3: { glyph: '≡', name: 'Triple bar' },
  bar2: { glyph: '=', name: 'Double bar' },
  bar1: { glyph: '—', name: 'Bar' },
  bell: { glyph: '🔔', name: 'Bell' },
  cherry: { glyph: '🍒', name: 'Cherries' },
  blank: { glyph: '', name: 'Blank' },
};

export function startSlotGame(kind: 'video' | 'classic'): void {
  const shell = createShell({ showStakes: true });
  const { t, boot } = shell;
  const reels = kind === 'video' ? 5 : 3;
  const board = el('div', `reels reels--${reels}`);
  const cells: HTMLElement[][] = [];
  for (let reel = 0; reel < reels; reel += 1) {
    const column = el('div', 'reel');
    cells.push([]);
    for (let row = 0; row < 3; row += 1) {
      const cell = el('div', 'reel__cell');
      column.append(cell);
      cells[reel]!.push(cell);
    }
    board.append(column);
  }
  shell.stage.append(board);

  function look(symbol: string): { glyph: string; name: string; className: string } {
    if (kind === 'classic') return { ...CLASSIC_LOOK[symbol]!, className: `symbol--${symbol}` };
    const rank = CARD_RANKS[symbol];
    if (rank) return { glyph: rank, name: rank, className: 'symbol--rank' };
    const themed = boot.skin.symbols[symbol as keyof typeof boot.skin.symbols];
    return { ...themed, className: `symbol--${symbol}` };
  }

  function show(grid: string[][], winning: boolean): void {
    grid.forEach((column, reel) =>
      column.forEach((symbol, row) => {
        const cell = cells[reel]![row]!;
        const shown = look(symbol);
        cell.textContent = shown.glyph;
        cell.setAttribute('aria-label', shown.name);
        cell.className = `reel__cell ${shown.className}`;
        cell.classList.toggle('reel__cell--win', winning);
      }),
    );
  }

  // Until the first spin the reels show a resting arrangement, not a played outcome.
  show(
    kind === 'video'
      ? [
          ['a', 'h1', 'k'],
          ['m1', 'wild', 'q'],
          ['h2', 'j', 'm2'],
          ['k', 'h3', 'a'],
          ['q', 'm1', 'scatter'],
        ]
      : [
          ['cherry', 'seven', 'bell'],
          ['bar1', 'seven', 'blank'],
          ['bell', 'seven', 'bar2'],
        ],
    false,
  );

  const spin = shell.button(t('spin'), () => void play(), 'game__button--primary');
  shell.playButtons.add(spin);
  shell.controls.append(spin);
  shell.refreshButtons();

  async function play(): Promise<void> {
    if (shell.isPaused() || !shell.hasStake) return;
    const stake = shell.stake();
    shell.post('roundStart', { amount: shell.freeRounds() === null ? stake : 0 });
    board.classList.add('reels--spinning');
    const round = await shell.busy(() => shell.api.playRound({ stake }));
    board.classList.remove('reels--spinning');
    if (!round) return;
    report(round);
  }

  function report(round: TRoundResponse): void {
    const { roundId, stake, win } = round;
    shell.post('bet', { roundId, amount: round.isFreeRound ? 0 : stake });
    if (kind === 'video') {
      const outcome = round.outcome as VideoSlotOutcome;
      const last = outcome.spins[outcome.spins.length - 1]!;
      show(last.grid, win > 0);
    } else {
      const outcome = round.outcome as ClassicSlotOutcome;
      show(outcome.grid, win > 0);
    }
    const freeSpins = kind === 'video' ? (round.outcome as VideoSlotOutcome).freeSpinsAwarded : 0;
    const prefix = freeSpins > 0 ? `${t('freeSpins', { count: freeSpins })} ` : '';
    // The last of the free rounds says so: the next spin stakes the player's money again.
    const suffix = round.isFreeRound && round.freeRounds === null ? ` ${t('freeRoundsOver')}` : '';
    if (win > 0) {
      shell.post('win', { roundId, amount: win });
      const said = t(round.isWinPending ? 'winPending' : 'won', { amount: shell.money(win) });
      shell.say(prefix + said + suffix, 'win');
    } else {
      shell.say(prefix + t('noWin') + suffix);
    }
    shell.setFreeRounds(round.freeRounds);
    shell.setBalance(round.balance);
    shell.post('roundEnd', { roundId, amount: win, balance: round.balance });
  }
}
