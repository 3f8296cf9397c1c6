export type FormValue = string | number | boolean;

/** A form-encoded body: a list repeats its key (`keys=a&keys=b`); null and undefined are left out. */
export type FormFields = Readonly<
  Record<string, FormValue | readonly FormValue[] | null | undefined>
>;

export function toFormBody(fields: FormFields): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    const values: readonly FormValue[] = Array.isArray(value) ? value : [value as FormValue];
    for (const item of values) body.append(name, String(item));
  }
  return body;
}
