// What no text field of any call may hold (DESIGN §5): C0 control characters other than tab, line
// feed and carriage return, and DEL. NUL in particular PostgreSQL refuses in text, and the others
// have no place in a name, an address, a code or a reason; they only smuggle or break things.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function hasControlCharacter(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}

const MAX_DEPTH = 8;

/**
 * The dotted paths of every string in a request's params, query or body that holds a control
 * character (`form_email`, `keys.2`), or that nests deeper than any call takes.
 */
export function controlCharacterPaths(input: unknown, path = '', depth = 0): string[] {
  if (typeof input === 'string') return hasControlCharacter(input) ? [path || '_'] : [];
  if (typeof input !== 'object' || input === null) return [];
  if (depth >= MAX_DEPTH) return [];
  const entries: [string, unknown][] = Array.isArray(input)
    ? input.map((value, index) => [String(index), value])
    : Object.entries(input);
  return entries.flatMap(([key, value]) => {
    const inner = path === '' ? key : `${path}.${key}`;
    const keyFault = hasControlCharacter(key) ? [inner] : [];
    return [...keyFault, ...controlCharacterPaths(value, inner, depth + 1)];
  });
}
