/** Readers for schema.org property values, which arrive as a value, a list, or an object (outside data). */
export type Thing = Record<string, unknown>;

export const asThing = (value: unknown): Thing | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Thing) : undefined;

/** A property's values as a list: schema.org allows one value or many for every property. */
export const valuesOf = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];

/** The last part of a type or property name: `https://schema.org/Hotel`, `schema:Hotel` and `Hotel` alike. */
export const localName = (name: string) =>
  name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf(':')) + 1);

/** A thing's types, lower case, without their vocabulary. */
export const typesOf = (thing: Thing): string[] =>
  valuesOf(thing['@type'])
    .filter((type): type is string => typeof type === 'string')
    .map((type) => localName(type.trim()).toLowerCase());

/** The text of a value that may also be a named thing (a Country, a BedType, a Text in a list). */
export function plainText(value: unknown): unknown {
  const first = valuesOf(value)[0];
  const thing = asThing(first);
  return thing ? (thing.name ?? thing['@value'] ?? thing.value) : first;
}

const yes = new Set(['true', 'yes']);
const no = new Set(['false', 'no']);

/** schema.org Boolean or Text: true/false, 'Yes'/'No', 'True'/'False' (also as schema.org IRIs); else null. */
export function yesOrNo(value: unknown): boolean | null {
  const first = plainText(value);
  if (typeof first === 'boolean') return first;
  if (typeof first !== 'string') return null;
  const word = localName(first.trim()).toLowerCase();
  return yes.has(word) ? true : no.has(word) ? false : null;
}

/** A whole count: a number, a numeric text, or a QuantitativeValue; null for anything else. */
export function countOf(value: unknown, max: number): number | null {
  const read = plainText(value);
  const number =
    typeof read === 'number'
      ? read
      : typeof read === 'string' && /^\s*\d+\s*$/.test(read)
        ? Number(read)
        : NaN;
  return Number.isInteger(number) && number >= 0 && number <= max ? number : null;
}

/**
 * A time of day as "HH:MM" from "15:00", "15:00:00", "T15:00", "2024-01-01T15:00:00+01:00" or "3 PM";
 * null for anything else.
 */
export function timeOfDay(value: unknown): string | null {
  const read = plainText(value);
  if (typeof read !== 'string' || read.length > 60) return null;
  const text = read.trim().replace(/^(?:\d{4}-\d{2}-\d{2})?T/i, '');
  const clock = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/.exec(text);
  const twelve = /^(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?\s?m\.?$/i.exec(text);
  let hours: number;
  let minutes: number;
  if (clock) [hours, minutes] = [Number(clock[1]), Number(clock[2])];
  else if (twelve && Number(twelve[1]) >= 1 && Number(twelve[1]) <= 12) {
    hours = (Number(twelve[1]) % 12) + (twelve[3]!.toLowerCase() === 'p' ? 12 : 0);
    minutes = Number(twelve[2] ?? 0);
  } else return null;
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
