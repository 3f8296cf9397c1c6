// spec 000 §5: Croatian ticket wording is singular when the count ends in 1 but not in 11
// ("1 listić", "21 listić", but "11 listića"). DESIGN §6 asks for ICU plurals in the catalogs; this
// rule is for the places that pick a key in code (server-rendered notifications, tests).

export function hrTicketIsSingular(count: number | bigint): boolean {
  if (typeof count === 'number' && !Number.isInteger(count)) return false;
  const magnitude = BigInt(count) < 0n ? -BigInt(count) : BigInt(count);
  return magnitude % 10n === 1n && magnitude % 100n !== 11n;
}
