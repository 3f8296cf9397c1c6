import { GAME_ENGINES, type GameEngine } from '@playfair/contracts/games';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { gameArtSvg, type ArtGame } from './art';
import { ART_CANVAS_PX } from './art-scenes';

const slot: ArtGame = {
  id: '10001',
  engine: 'video-slot',
  skin: 'book-of-the-nile',
  isLive: false,
};

async function pixels(svg: string, size = 64): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(size, size).raw().toBuffer();
}

describe('gameArtSvg', () => {
  it('is the same picture every time for the same game', () => {
    expect(gameArtSvg(slot)).toBe(gameArtSvg({ ...slot }));
  });

  it('draws no text, so it renders the same on a server without fonts', () => {
    for (const engine of GAME_ENGINES) {
      for (const isLive of [false, true]) {
        const svg = gameArtSvg({ ...slot, engine, isLive });
        expect(svg).not.toMatch(/<text|<tspan|font-family/);
      }
    }
  });

  it('renders for every engine, live or not, at the canvas size', async () => {
    for (const engine of GAME_ENGINES) {
      for (const isLive of [false, true]) {
        const meta = await sharp(Buffer.from(gameArtSvg({ ...slot, engine, isLive }))).metadata();
        expect([engine, isLive, meta.width, meta.height]).toEqual([
          engine,
          isLive,
          ART_CANVAS_PX,
          ART_CANVAS_PX,
        ]);
      }
    }
  });

  it('gives each engine its own motif', () => {
    const motifOf = (engine: GameEngine) => gameArtSvg({ ...slot, engine });
    // Reels: 5 reel strips for the video slot, 3 behind the classic slot's window.
    expect(motifOf('video-slot').match(/fill="url\(#reel\)"/g)).toHaveLength(5);
    expect(motifOf('classic-slot').match(/fill="url\(#reel\)"/g)).toHaveLength(3);
    // European roulette has 37 pockets, one of them green; the money wheel 54 segments.
    expect(motifOf('roulette').match(/stroke="#d9b45a" stroke-width="1.5"/g)).toHaveLength(37);
    expect(motifOf('roulette')).toContain('#0b8a3c');
    expect(motifOf('money-wheel').match(/stroke="#ffffff" stroke-width="2"\/>/g)).toHaveLength(54);
    // Cards on felt for blackjack and baccarat (two and four cards).
    expect(motifOf('blackjack').match(/fill="#fdfdfb"/g)).toHaveLength(2);
    expect(motifOf('baccarat').match(/fill="#fdfdfb"/g)).toHaveLength(4);
  });

  it('marks live games with the LIVE badge and spotlights only', () => {
    const badge = 'fill="#e0112b" stroke="#ffffff" stroke-width="3"';
    expect(gameArtSvg({ ...slot, engine: 'roulette', isLive: true })).toContain(badge);
    expect(gameArtSvg({ ...slot, engine: 'roulette', isLive: false })).not.toContain(badge);
  });

  it('draws different pictures for different games of the same engine and theme', async () => {
    const seen = new Set<string>();
    for (let index = 0; index < 12; index += 1) {
      const svg = gameArtSvg({ ...slot, id: `1${String(index).padStart(4, '0')}` });
      seen.add((await pixels(svg)).toString('base64'));
    }
    expect(seen.size).toBe(12);
  });

  it('takes its colours from the skin, so skins of one engine look different', async () => {
    const a = await pixels(gameArtSvg({ ...slot, skin: 'deep-sea-pearls' }), 8);
    const b = await pixels(gameArtSvg({ ...slot, skin: 'dragon-fortune' }), 8);
    expect(a.equals(b)).toBe(false);
  });
});
