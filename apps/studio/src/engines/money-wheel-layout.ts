// The money wheel's face (DESIGN §7 game shows): 54 segments, clockwise from the top, the first
// centred under the pointer at rest. Pure data without imports, so the game client can draw the
// wheel without loading the engine.
//
// 23 × 1, 15 × 2, 7 × 5, 4 × 10, 2 × 20, 1 × 40 and the multipliers ×2 and ×7, each kind spread
// evenly around the wheel (engines/money-wheel.ts has the rules and the maths).

export const MONEY_WHEEL_NUMBERS = [1, 2, 5, 10, 20, 40] as const;
export type MoneyWheelNumber = (typeof MONEY_WHEEL_NUMBERS)[number];

export const MONEY_WHEEL_MULTIPLIERS = [2, 7] as const;
export type MoneyWheelMultiplier = (typeof MONEY_WHEEL_MULTIPLIERS)[number];

export type MoneyWheelSegment =
  { kind: 'number'; value: MoneyWheelNumber } | { kind: 'multiplier'; value: MoneyWheelMultiplier };

// A number is a number segment, x2 and x7 the multipliers.
const FACE =
  'x7 5 1 10 2 1 20 1 2 5 1 2 1 40 1 2 10 5 2 1 1 1 2 1 5 1 2 x2 1 2 10 1 5 20 2 1 2 1 1 1 5 2 1 1 10 2 1 5 2 1 1 2 1 2';

function segmentOf(label: string): MoneyWheelSegment {
  if (label.startsWith('x')) {
    return { kind: 'multiplier', value: Number(label.slice(1)) as MoneyWheelMultiplier };
  }
  return { kind: 'number', value: Number(label) as MoneyWheelNumber };
}

export const MONEY_WHEEL_SEGMENTS: readonly MoneyWheelSegment[] = FACE.split(' ').map(segmentOf);

/** How a segment is written on the wheel: the number, or the multiplier as "2×". */
export function moneyWheelLabel(segment: MoneyWheelSegment): string {
  return segment.kind === 'number' ? String(segment.value) : `${segment.value}×`;
}
