import { asThing, type Thing } from './schema-values';

/** Deeper values are not looked into: real markup nests a handful of levels, hostile markup thousands. */
export const graphMaxDepth = 10;
/** A page's structured data rarely holds more than a few hundred things; more is not read. */
export const graphMaxThings = 10_000;

export interface ThingGraph {
  /** Every object in the data, outer ones first, each once; bare `{"@id": ...}` references left out. */
  things: Thing[];
  /** The thing an `{"@id": ...}` reference points to on the same page, or the value itself. */
  resolve: (value: unknown) => unknown;
}

const isReference = (thing: Thing) =>
  typeof thing['@id'] === 'string' && Object.keys(thing).every((key) => key === '@id' || key === '@type');

/**
 * Lists the objects in parsed structured data (JSON-LD values, including `@graph` lists and nested things)
 * and indexes those defined with an `@id`. A breadth-first walk without recursion, capped in depth and count.
 * Parsed JSON is a tree, so the walk cannot loop; cycles only appear through `resolve`, and its callers follow
 * references a fixed number of levels.
 */
export function linkThings(roots: unknown[]): ThingGraph {
  const things: Thing[] = [];
  const byId = new Map<string, Thing>();
  let level: unknown[] = roots;
  for (let depth = 0; depth <= graphMaxDepth && level.length > 0; depth++) {
    const next: unknown[] = [];
    for (const value of level) {
      if (things.length >= graphMaxThings) break;
      if (Array.isArray(value)) {
        // A list is not a level of its own in JSON-LD, but it still counts here so that [[[...]]] ends.
        next.push(...value.slice(0, graphMaxThings));
        continue;
      }
      const thing = asThing(value);
      if (!thing) continue;
      if (isReference(thing)) continue;
      things.push(thing);
      const id = thing['@id'];
      if (typeof id === 'string' && !byId.has(id)) byId.set(id, thing);
      for (const child of Object.values(thing)) if (child && typeof child === 'object') next.push(child);
    }
    level = next;
  }
  const resolve = (value: unknown) => {
    const thing = asThing(value);
    return thing && isReference(thing) ? (byId.get(thing['@id'] as string) ?? thing) : value;
  };
  return { things, resolve };
}
