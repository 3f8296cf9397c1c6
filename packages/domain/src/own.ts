/**
 * The table's own value for `key`, never an inherited one. A plain object literal answers
 * `constructor`, `__proto__`, `toString` … from Object.prototype, so every table looked up with a
 * key from outside (a header, a path, a form field) goes through this.
 */
export function ownValue<V>(table: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
