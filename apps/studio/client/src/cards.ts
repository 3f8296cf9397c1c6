import { el } from './shell';

// Playing cards drawn with CSS (as blackjack's): cards are 0..51, rank = card % 13 (0 ace),
// suit = card / 13.

const SUITS = ['♠', '♥', '♦', '♣'] as const;
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

export function cardFace(value: number): HTMLElement {
  const rank = RANKS[value % 13]!;
  const suit = SUITS[Math.floor(value / 13)]!;
  const isRed = suit === '♥' || suit === '♦';
  const face = el('div', `card ${isRed ? 'card--red' : ''}`.trim(), `${rank}${suit}`);
  face.setAttribute('role', 'img');
  face.setAttribute('aria-label', `${rank}${suit}`);
  return face;
}

/** A face-down card, for show only. */
export function cardBack(): HTMLElement {
  const back = el('div', 'card card--back');
  back.setAttribute('aria-hidden', 'true');
  return back;
}
