import { readFileSync } from 'node:fs';

/** The extract of schema.org's vocabulary checked in beside this file (extract-vocabulary.mjs writes it). */
interface Vocabulary {
  source: { release: string; releaseDate: string; file: string; licence: string };
  types: Record<string, { superclasses: string[]; dataType?: true; pending?: true; supersededBy?: string[] }>;
  properties: Record<
    string,
    { domainIncludes: string[]; rangeIncludes: string[]; pending?: true; supersededBy?: string[] }
  >;
}

export const vocabulary: Vocabulary = JSON.parse(
  readFileSync(new URL('./vocabulary.json', import.meta.url), 'utf8'),
);

/** A type and every type above it (Hotel, LodgingBusiness, LocalBusiness, Organization, Place, Thing). */
export function typeAndSuperclasses(type: string): Set<string> {
  const seen = new Set<string>();
  const queue = [type];
  while (queue.length > 0) {
    const next = queue.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...(vocabulary.types[next]?.superclasses ?? []));
  }
  return seen;
}

/** What a literal must look like for each data type of schema.org that takes it. */
const literalChecks: Record<string, (value: string | number | boolean) => boolean> = {
  Text: (value) => typeof value === 'string',
  URL: (value) => typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value) && URL.canParse(value),
  Time: (value) => typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/.test(value),
  Date: (value) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value),
  DateTime: (value) => typeof value === 'string' && !Number.isNaN(Date.parse(value)),
  Number: (value) => typeof value === 'number' && Number.isFinite(value),
  Integer: (value) => typeof value === 'number' && Number.isInteger(value),
  Float: (value) => typeof value === 'number' && Number.isFinite(value),
  Boolean: (value) => typeof value === 'boolean',
};

/**
 * A JSON-LD value object with a language (`{"@value": "Doppelzimmer", "@language": "de"}`): a string in a
 * language, an rdf:langString, which is text. A value object with anything else (a type, an index, a direction)
 * is not one the data uses, so it is not taken for one.
 */
function isLanguageTaggedString(value: object): value is { '@value': string; '@language': string } {
  const keys = Object.keys(value).sort();
  return keys.length === 2 && keys[0] === '@language' && keys[1] === '@value';
}

/** A well-formed BCP 47 tag as far as the data uses them: a language and optional subtags ('de', 'de-CH'). */
const languageTag = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** Whether a property's range (rangeIncludes, with each type's subtypes) takes this literal. */
function rangeTakesLiteral(range: readonly string[], value: string | number | boolean) {
  return Object.entries(literalChecks).some(
    ([dataType, check]) =>
      check(value) && range.some((allowed) => typeAndSuperclasses(dataType).has(allowed)),
  );
}

/** Whether a range takes text: Text itself or one of the types above it (a range of URL only does not). */
const takesText = (range: readonly string[]) =>
  range.some((allowed) => typeAndSuperclasses('Text').has(allowed));

/**
 * Everything in a JSON-LD document that schema.org's vocabulary does not allow: a type or property it does not
 * have (or has only pending, or has replaced), a property on a type outside its domainIncludes (along the type's
 * superclasses), and a value of a type, or a literal, outside its rangeIncludes (a language-tagged string counts
 * as Text, with a language tag of the right form). Empty when all is allowed.
 */
export function vocabularyProblems(document: unknown): string[] {
  const problems: string[] = [];

  function checkNode(node: Record<string, unknown>, where: string) {
    const type = node['@type'];
    if (typeof type !== 'string') return problems.push(`${where}: no @type`);
    const known = vocabulary.types[type];
    if (!known) return problems.push(`${where}: no type ${type} in schema.org`);
    if (known.pending) problems.push(`${where}: ${type} is only pending`);
    if (known.supersededBy) problems.push(`${where}: ${type} is superseded by ${known.supersededBy}`);
    const ancestry = typeAndSuperclasses(type);

    for (const [name, raw] of Object.entries(node)) {
      if (name.startsWith('@')) continue;
      const path = `${where}.${name}`;
      const property = vocabulary.properties[name];
      if (!property) {
        problems.push(`${path}: no property ${name} in schema.org`);
        continue;
      }
      if (property.pending) problems.push(`${path}: ${name} is only pending`);
      if (property.supersededBy) problems.push(`${path}: ${name} is superseded by ${property.supersededBy}`);
      if (!property.domainIncludes.some((domain) => ancestry.has(domain)))
        problems.push(
          `${path}: ${name} is not a property of ${type} (${property.domainIncludes.join(', ')})`,
        );

      for (const [index, value] of (Array.isArray(raw) ? raw : [raw]).entries()) {
        const at = Array.isArray(raw) ? `${path}[${index}]` : path;
        if (value !== null && typeof value === 'object' && isLanguageTaggedString(value)) {
          // A string in a language is a Text literal: the range must take Text, the tag must be a language's.
          const text = value['@value'];
          if (typeof text !== 'string' || !takesText(property.rangeIncludes))
            problems.push(
              `${at}: a text in a language is not in the range of ${name} (${property.rangeIncludes.join(', ')})`,
            );
          if (typeof value['@language'] !== 'string' || !languageTag.test(value['@language']))
            problems.push(`${at}: ${JSON.stringify(value['@language'])} is not a language tag`);
        } else if (value !== null && typeof value === 'object') {
          const valueType = (value as Record<string, unknown>)['@type'];
          const valueAncestry = typeof valueType === 'string' ? typeAndSuperclasses(valueType) : new Set();
          if (!property.rangeIncludes.some((allowed) => valueAncestry.has(allowed)))
            problems.push(`${at}: a ${String(valueType)} is not in the range of ${name}`);
          checkNode(value as Record<string, unknown>, at);
        } else if (
          !['string', 'number', 'boolean'].includes(typeof value) ||
          !rangeTakesLiteral(property.rangeIncludes, value as string | number | boolean)
        ) {
          problems.push(
            `${at}: ${JSON.stringify(value)} is not in the range of ${name} (${property.rangeIncludes.join(', ')})`,
          );
        }
      }
    }
  }

  if (document === null || typeof document !== 'object') return ['the document is no object'];
  const { '@context': context, ...root } = document as Record<string, unknown>;
  if (context !== 'https://schema.org') problems.push(`@context is ${JSON.stringify(context)}`);
  checkNode(root, '$');
  return problems;
}
