import { LOBBY_FIRST_SCREEN_ELEMENT_ID } from '@playfair/contracts/page-elements';
import type { TLobbyFirstScreen } from '@playfair/contracts/lobby';
import { afterEach, describe, expect, it } from 'vitest';
import { createCategoryRow, createGameTiles, createLobbyAnswer } from './game-test-data';
import { type FirstScreenSource, takeFirstScreen } from './first-screen';

const PAGE_AT = 1_000_000;
const ANSWER = createLobbyAnswer([
  createCategoryRow('popular', 'Popular', { games: createGameTiles(3) }),
]);
const INLINED: TLobbyFirstScreen = {
  vertical: 'casino',
  locale: 'en',
  category: 'home',
  userId: null,
  answer: ANSWER,
};
const HOME = { vertical: 'casino', locale: 'en', category: 'home', userId: null } as const;

function inline(content: string) {
  const element = document.createElement('script');
  element.id = LOBBY_FIRST_SCREEN_ELEMENT_ID;
  element.type = 'application/json';
  element.textContent = content;
  document.head.append(element);
}

function source(secondsAfterPage = 1): FirstScreenSource {
  return { doc: document, pageRequestedAt: PAGE_AT, now: PAGE_AT + secondsAfterPage * 1000 };
}

const isInlined = () => document.getElementById(LOBBY_FIRST_SCREEN_ELEMENT_ID) !== null;

afterEach(() => document.getElementById(LOBBY_FIRST_SCREEN_ELEMENT_ID)?.remove());

describe('takeFirstScreen', () => {
  it('gives the inlined answer to the first query of its view, once', () => {
    inline(JSON.stringify(INLINED));
    expect(takeFirstScreen(HOME, source())).toEqual(ANSWER);
    expect(isInlined()).toBe(false);
    expect(takeFirstScreen(HOME, source())).toBeUndefined();
  });

  it('keeps it for its own view when another view asks first', () => {
    inline(JSON.stringify(INLINED));
    expect(takeFirstScreen({ ...HOME, category: 'slots' }, source())).toBeUndefined();
    expect(takeFirstScreen({ ...HOME, vertical: 'live' }, source())).toBeUndefined();
    expect(takeFirstScreen({ ...HOME, locale: 'fi' }, source())).toBeUndefined();
    expect(isInlined()).toBe(true);
    expect(takeFirstScreen(HOME, source())).toEqual(ANSWER);
  });

  it('never gives one player’s answer (their favourites) to another, nor a visitor’s to a player', () => {
    inline(JSON.stringify({ ...INLINED, userId: '42' }));
    expect(takeFirstScreen(HOME, source())).toBeUndefined();
    expect(takeFirstScreen({ ...HOME, userId: '43' }, source())).toBeUndefined();
    expect(takeFirstScreen({ ...HOME, userId: '42' }, source())).toEqual(ANSWER);
  });

  it('drops an answer older than the lobby’s 60 s cache time, or one that does not parse', () => {
    inline(JSON.stringify(INLINED));
    expect(takeFirstScreen(HOME, source(60))).toBeUndefined();
    expect(isInlined()).toBe(false);

    inline('{"vertical":"casino"');
    expect(takeFirstScreen(HOME, source())).toBeUndefined();
    expect(isInlined()).toBe(false);

    inline(JSON.stringify({ ...INLINED, answer: { success: true } }));
    expect(takeFirstScreen(HOME, source())).toBeUndefined();
    expect(isInlined()).toBe(false);
  });
});
