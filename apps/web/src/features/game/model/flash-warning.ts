/**
 * spec 001 §9: the games that show the photosensitivity warning are a fixed list (its values are
 * not in the spec). Ours: seeded slots whose skins flash — lightning, neon and strobing reels
 * (apps/server/src/modules/catalog/seed-games.ts ids; a vendor's ids never change).
 */
export const FLASH_WARNING_GAME_IDS: ReadonlySet<string> = new Set([
  '10041', // Electric Cherry Quest
  '10062', // Electric Jade Legends
  '10143', // Astro Blitz
  '20031', // Thunder Rune
  '20089', // Neon Crystal
  '20095', // Electric Astro Reels
]);

export function hasFlashWarning(gameId: string): boolean {
  return FLASH_WARNING_GAME_IDS.has(gameId);
}
