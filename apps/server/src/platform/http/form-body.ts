import { parse } from 'node:querystring';

/**
 * Form-encoded bodies (the default encoding, DESIGN §5). A list arrives as repeated names
 * (`keys=a&keys=b`) or PHP-style (`keys[]=a&keys[]=b`); both read as `keys`. The result has no
 * prototype, so a hostile `__proto__=…` field is only a field.
 */
export function parseFormBody(body: string): Record<string, string | string[]> {
  const parsed = parse(body);
  const result: Record<string, string | string[]> = Object.create(null);
  for (const [rawName, value] of Object.entries(parsed)) {
    if (value === undefined) continue;
    const name = rawName.endsWith('[]') ? rawName.slice(0, -2) : rawName;
    const existing = result[name];
    const values = Array.isArray(value) ? value : [value];
    if (existing === undefined) {
      result[name] = rawName.endsWith('[]') || Array.isArray(value) ? values : (values[0] ?? '');
    } else {
      result[name] = [...(Array.isArray(existing) ? existing : [existing]), ...values];
    }
  }
  return result;
}
