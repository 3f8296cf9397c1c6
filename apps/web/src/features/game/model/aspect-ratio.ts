export type AspectRatio = { width: number; height: number };

const FALLBACK: AspectRatio = { width: 16, height: 9 };

/** "16:9" → 16 by 9; anything unusable (a zero) keeps the frame at 16:9. */
export function parseAspectRatio(value: string): AspectRatio {
  const match = /^(\d{1,2}):(\d{1,2})$/.exec(value);
  if (match === null) return FALLBACK;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : FALLBACK;
}
