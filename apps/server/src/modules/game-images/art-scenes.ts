import type { ThemeId } from '@playfair/studio/skins';
import { hex, hsl, lighten, n, rotate, starPoints, type Hsl, type Random } from './art-kit';

// The backdrop behind a tile's motif: one scene per studio theme (pyramids under a sun for
// Egypt, waves and bubbles for the ocean, a starfield for space…), placed by the game's own random
// source so two games of one theme still differ. Drawn on a 600×600 canvas.

export const ART_CANVAS_PX = 600;

export type ArtPalette = { background: Hsl; surface: Hsl; accent: Hsl; text: Hsl };

type Scene = (random: Random, palette: ArtPalette) => string;

const C = ART_CANVAS_PX;

function sun(x: number, y: number, radius: number, color: Hsl): string {
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(radius * 1.5)}" fill="${hex(color)}" opacity="0.12"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(radius)}" fill="${hex(color)}" opacity="0.55"/>`
  );
}

function sparkle(x: number, y: number, size: number, opacity: number): string {
  return `<polygon points="${starPoints(x, y, size, size / 4, 4)}" fill="#ffffff" opacity="${n(opacity)}"/>`;
}

function stars(random: Random, count: number): string {
  let out = '';
  for (let index = 0; index < count; index += 1) {
    out += `<circle cx="${n(random.range(0, C))}" cy="${n(random.range(0, C * 0.7))}" r="${n(random.range(0.8, 3))}" fill="#ffffff" opacity="${n(random.range(0.3, 0.9))}"/>`;
  }
  return out;
}

/** A ridge of peaks along the bottom (dunes, mountains, mesas), from left to right. */
function ridge(random: Random, baseY: number, height: number, peaks: number, flat = 0): string {
  const step = C / peaks;
  let path = `M0 ${C}L0 ${n(baseY)}`;
  for (let index = 0; index < peaks; index += 1) {
    const top = baseY - random.range(height * 0.5, height);
    const x = index * step + step / 2;
    path += `L${n(x - flat)} ${n(top)}L${n(x + flat)} ${n(top)}L${n((index + 1) * step)} ${n(baseY - random.range(0, height * 0.3))}`;
  }
  return `${path}L${C} ${C}Z`;
}

const SCENES: Readonly<Record<ThemeId, Scene>> = {
  egypt: (random, { accent }) => {
    const sand = hsl(38, 70, 42);
    const x = random.range(380, 520);
    let pyramids = '';
    for (let index = 0; index < 3; index += 1) {
      const cx = random.range(60, 540);
      const half = random.range(70, 140);
      const top = 470 - half * 0.9;
      pyramids +=
        `<polygon points="${n(cx)},${n(top)} ${n(cx + half)},470 ${n(cx - half)},470" fill="${hex(sand)}" opacity="0.55"/>` +
        `<polygon points="${n(cx)},${n(top)} ${n(cx + half)},470 ${n(cx)},470" fill="${hex(lighten(sand, -16))}" opacity="0.55"/>`;
    }
    return (
      sun(x, random.range(90, 150), 56, rotate(accent, 0)) +
      pyramids +
      `<path d="M0 470Q150 440 300 466T600 458V600H0Z" fill="${hex(lighten(sand, -8))}" opacity="0.7"/>`
    );
  },
  ocean: (random, { surface }) => {
    let out = '';
    for (let index = 0; index < 5; index += 1) {
      const y = 120 + index * 105 + random.range(-20, 20);
      const amplitude = random.range(14, 30);
      out += `<path d="M0 ${n(y)}Q75 ${n(y - amplitude)} 150 ${n(y)}T300 ${n(y)}T450 ${n(y)}T600 ${n(y)}V600H0Z" fill="${hex(lighten(surface, 6 + index * 3))}" opacity="0.22"/>`;
    }
    for (let index = 0; index < 16; index += 1) {
      out += `<circle cx="${n(random.range(20, 580))}" cy="${n(random.range(40, 560))}" r="${n(random.range(4, 14))}" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.35"/>`;
    }
    return out;
  },
  fruit: (random, { accent }) => {
    let out = `<g opacity="0.18">`;
    for (let index = -2; index < 8; index += 1) {
      out += `<rect x="${index * 90}" y="-100" width="40" height="800" fill="${hex(accent)}" transform="rotate(25 300 300)"/>`;
    }
    out += '</g>';
    for (let index = 0; index < 10; index += 1) {
      const color = random.pick([
        hsl(354, 80, 52),
        hsl(30, 90, 55),
        hsl(52, 95, 58),
        hsl(110, 55, 45),
      ]);
      out += `<circle cx="${n(random.range(20, 580))}" cy="${n(random.range(20, 580))}" r="${n(random.range(10, 26))}" fill="${hex(color)}" opacity="0.3"/>`;
    }
    return out;
  },
  space: (random, { accent }) => {
    const px = random.range(70, 180);
    const py = random.range(70, 160);
    const planet = rotate(accent, 150);
    return (
      stars(random, 70) +
      `<circle cx="${n(px)}" cy="${n(py)}" r="48" fill="${hex(planet)}" opacity="0.7"/>` +
      `<ellipse cx="${n(px)}" cy="${n(py)}" rx="84" ry="18" fill="none" stroke="${hex(lighten(planet, 20))}" stroke-width="6" opacity="0.6" transform="rotate(-20 ${n(px)} ${n(py)})"/>` +
      `<path d="M${n(random.range(360, 480))} 60l120 60" stroke="#ffffff" stroke-width="3" stroke-linecap="round" opacity="0.6"/>`
    );
  },
  viking: (random, { surface }) => {
    const snow = lighten(surface, 40);
    return (
      stars(random, 20) +
      `<path d="${ridge(random, 470, 220, 4)}" fill="${hex(lighten(surface, 10))}" opacity="0.55"/>` +
      `<path d="${ridge(random, 520, 120, 6)}" fill="${hex(lighten(surface, 18))}" opacity="0.5"/>` +
      `<circle cx="${n(random.range(420, 520))}" cy="110" r="44" fill="${hex(snow)}" opacity="0.35"/>`
    );
  },
  jungle: (random) => {
    let out = '';
    for (let index = 0; index < 9; index += 1) {
      const x = random.pick([0, 600]) + random.range(-40, 40);
      const y = random.range(0, 600);
      const angle = random.range(0, 360);
      const green = hsl(random.range(100, 150), 60, random.range(22, 40));
      out += `<path d="M0 0C40 -60 120 -60 170 0C120 60 40 60 0 0Z" fill="${hex(green)}" opacity="0.55" transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"/>`;
    }
    out += `<path d="M80 0Q120 200 60 600M520 0Q470 260 540 600" stroke="${hex(hsl(110, 40, 30))}" stroke-width="8" fill="none" opacity="0.5"/>`;
    return out;
  },
  candy: (random, { accent }) => {
    let out = '';
    for (let index = 0; index < 12; index += 1) {
      const x = random.range(20, 580);
      const y = random.range(20, 580);
      const radius = random.range(16, 40);
      const color = rotate(accent, random.pick([0, 60, 180, 300]));
      out +=
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(radius)}" fill="${hex(color)}" opacity="0.3"/>` +
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(radius * 0.55)}" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.3"/>`;
    }
    return out;
  },
  gems: (random, { accent }) => {
    let out = '';
    for (let index = 0; index < 12; index += 1) {
      const x = random.range(20, 580);
      const y = random.range(20, 580);
      const size = random.range(14, 34);
      const color = rotate(accent, random.pick([0, 40, 200, 280]));
      out += `<polygon points="${n(x)},${n(y - size)} ${n(x + size * 0.8)},${n(y)} ${n(x)},${n(y + size)} ${n(x - size * 0.8)},${n(y)}" fill="${hex(color)}" opacity="0.3"/>`;
    }
    for (let index = 0; index < 8; index += 1) {
      out += sparkle(random.range(20, 580), random.range(20, 580), random.range(8, 18), 0.7);
    }
    return out;
  },
  'wild-west': (random, { accent }) => {
    const rock = hsl(18, 55, 34);
    const cactus = hsl(120, 35, 26);
    const cx = random.range(60, 160);
    return (
      sun(random.range(400, 520), random.range(90, 140), 50, rotate(accent, -10)) +
      `<path d="${ridge(random, 480, 150, 3, 40)}" fill="${hex(rock)}" opacity="0.6"/>` +
      `<path d="M${n(cx)} 560V430M${n(cx)} 490H${n(cx - 30)}V460M${n(cx)} 470H${n(cx + 28)}V440" stroke="${hex(cactus)}" stroke-width="16" stroke-linecap="round" fill="none" opacity="0.8"/>` +
      `<path d="M0 540Q300 510 600 540V600H0Z" fill="${hex(lighten(rock, 10))}" opacity="0.7"/>`
    );
  },
  dragon: (random) => {
    let out = '';
    for (let index = 0; index < 5; index += 1) {
      const x = 40 + index * 130 + random.range(-20, 20);
      const length = random.range(30, 110);
      out +=
        `<path d="M${n(x)} 0V${n(length)}" stroke="#d9a441" stroke-width="2" opacity="0.6"/>` +
        `<ellipse cx="${n(x)}" cy="${n(length + 22)}" rx="18" ry="24" fill="#d3202f" opacity="0.6"/>`;
    }
    for (let index = 0; index < 4; index += 1) {
      const x = random.range(40, 520);
      const y = random.range(380, 560);
      out += `<path d="M${n(x)} ${n(y)}a22 22 0 0 1 40 -10a26 26 0 0 1 46 4a18 18 0 0 1 16 24h-102z" fill="#ffffff" opacity="0.12"/>`;
    }
    return out;
  },
};

export function drawScene(theme: ThemeId, random: Random, palette: ArtPalette): string {
  return SCENES[theme](random, palette);
}
