import { LOBBY_FIRST_SCREEN_ELEMENT_ID } from '@playfair/contracts/page-elements';
import type { TLobbyFirstScreen } from '@playfair/contracts/lobby';
import { describe, expect, it } from 'vitest';
import { firstScreenPage } from './first-screen';

function tile(id: string, name = `Game ${id}`) {
  return {
    id,
    name,
    slug: `game-${id}`,
    url: `/en/game/game-${id}`,
    urlForFun: null,
    vendor: 'Playfair',
    vendorGameId: id,
    isExclusive: false,
    inMaintenance: false,
    isOffline: false,
    isPromoted: false,
    favourite: false,
    minMaxLimit: '',
    childGameValue: null,
    gameImageHash: `h${id}`,
    gameAssetId: id,
  };
}

function firstScreen(rows: { orderNo: number; ids: string[] }[]): TLobbyFirstScreen {
  return {
    vertical: 'casino',
    locale: 'en',
    category: 'home',
    userId: null,
    answer: {
      success: true,
      response: {
        categoryGamesList: rows.map((row, index) => ({
          id: String(index),
          name: `row-${index}`,
          tag: 'popular',
          orderNo: row.orderNo,
          total: row.ids.length,
          page: { title: `Row ${index}`, description: '', content: '' },
          games: row.ids.map((id) => tile(id)),
        })),
      },
      page: { title: 'Casino', description: 'Games', content: '' },
    },
  } as unknown as TLobbyFirstScreen;
}

describe('firstScreenPage', () => {
  it('preloads the first row’s first tiles as the tiles ask for them, the last three on desktops only', () => {
    const { preloads: head } = firstScreenPage(
      firstScreen([
        { orderNo: 20, ids: ['9', '10'] },
        { orderNo: 10, ids: ['1', '2', '3', '4', '5', '6', '7', '8'] },
      ]),
    );
    const preloads = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
    expect(preloads.map((link) => /\/game-images\/(\d+)\./.exec(link)?.[1])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    expect(preloads.slice(0, 3).every((link) => !link.includes('media='))).toBe(true);
    expect(preloads.slice(3).every((link) => link.includes('media="(min-width: 800px)"'))).toBe(
      true,
    );
    expect(preloads[0]).toContain(
      'imagesrcset="/game-images/1.h1?w=155&amp;h=155&amp;q=75&amp;fit=cover 155w,',
    );
    expect(preloads[0]).toContain('imagesizes="(min-width: 800px) 188px, 155px"');
  });

  it('inlines the answer so no text in it can end the script', () => {
    const screen = firstScreen([{ orderNo: 1, ids: ['1'] }]);
    screen.answer.page.description = '</script><script>alert(1)</script> & <!--';
    const { head } = firstScreenPage(screen);
    const script = new RegExp(
      `<script id="${LOBBY_FIRST_SCREEN_ELEMENT_ID}" type="application/json">(.*)</script>$`,
    ).exec(head);
    expect(script?.[1]).not.toContain('<');
    expect(JSON.parse(script?.[1] ?? 'null')).toEqual(screen);
  });

  it('shows the view’s title and its first row’s first tiles as links to their games, escaped', () => {
    const screen = firstScreen([
      { orderNo: 2, ids: ['9'] },
      { orderNo: 1, ids: ['1', '2', '3', '4', '5', '6', '7'] },
    ]);
    screen.answer.page.title = 'Casino <b>&</b> "more"';
    screen.answer.response.categoryGamesList[1]!.games[0]!.name = '<img src=x onerror=alert(1)>';
    const { bootScreen } = firstScreenPage(screen);

    expect(bootScreen).toContain(
      '<h1 class="pf-preview__title">Casino &lt;b&gt;&amp;&lt;/b&gt; &quot;more&quot;</h1>',
    );
    expect(bootScreen).toContain('<h2 class="pf-preview__row-title">Row 1</h2>');
    const links = [...bootScreen.matchAll(/<a class="pf-preview__tile" href="([^"]+)">/g)];
    expect(links.map((match) => match[1])).toEqual(
      ['1', '2', '3', '4', '5', '6'].map((id) => `/en/game/game-${id}`),
    );
    expect(bootScreen).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(bootScreen).not.toContain('<img src=x');
    expect(bootScreen).toContain('srcset="/game-images/1.h1?w=155&amp;h=155');
  });
});
