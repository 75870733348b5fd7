/**
 * A text with values in it ('The tag "{tag}" is on this task twice'), called with the values in the order of
 * `names`. The template stays readable on the function (`template`), so a second interface language can translate
 * it by id and an error message can be traced back to it with its values (find-message.ts).
 */
export type TextWith<Names extends readonly string[]> = ((
  ...values: { [Index in keyof Names]: string | number }
) => string) & { readonly template: string; readonly names: Names };

export function textWith<const Names extends readonly string[]>(
  template: string,
  ...names: Names
): TextWith<Names> {
  for (const [, name] of template.matchAll(/\{(\w+)\}/g))
    if (!names.includes(name!))
      throw new Error(`Text "${template}" uses {${name}}, which is not one of its values`);
  const format = (...values: (string | number)[]) =>
    template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[names.indexOf(name)]));
  return Object.assign(format, { template, names }) as unknown as TextWith<Names>;
}

export function isTextWith(value: unknown): value is TextWith<readonly string[]> {
  return typeof value === 'function' && typeof (value as { template?: unknown }).template === 'string';
}
