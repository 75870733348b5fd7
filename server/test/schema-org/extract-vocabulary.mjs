// Writes vocabulary.json, the part of schema.org's vocabulary the schema.org test reads (schema-org-vocabulary.test.ts):
// every type with its direct superclasses and every property with the types it is meant for (domainIncludes) and
// the types of its values (rangeIncludes). Checked in, so the test never fetches anything.
//
//   node server/test/schema-org/extract-vocabulary.mjs <schemaorg-current-https.jsonld> <release> <release date>
//
// The file is data/releases/<release>/schemaorg-current-https.jsonld of https://github.com/schemaorg/schemaorg
// (the release dates are in its versions.json). A new release: download it, run this, and run the test.
import { readFileSync, writeFileSync } from 'node:fs';
import prettier from 'prettier';

const [source, release, releaseDate] = process.argv.slice(2);
if (!source || !release || !releaseDate) {
  console.error('usage: extract-vocabulary.mjs <schemaorg-current-https.jsonld> <release> <release date>');
  process.exit(1);
}

const graph = JSON.parse(readFileSync(source, 'utf8'))['@graph'];
const list = (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
/** 'schema:Hotel' -> 'Hotel'; terms of other vocabularies (owl:, dct:) are not schema.org's and are left out. */
const names = (value) =>
  list(value)
    .map((entry) => (typeof entry === 'string' ? entry : entry['@id']))
    .filter((id) => id.startsWith('schema:'))
    .map((id) => id.slice('schema:'.length))
    .sort();
/** Terms still under discussion (pending.schema.org): consumers may not know them yet. */
const isPending = (entry) =>
  list(entry['schema:isPartOf']).some((part) => part['@id'] === 'https://pending.schema.org');

const types = {};
const properties = {};
for (const entry of [...graph].sort((a, b) => a['@id'].localeCompare(b['@id']))) {
  if (!entry['@id'].startsWith('schema:')) continue;
  const name = entry['@id'].slice('schema:'.length);
  const kinds = list(entry['@type']);
  const flags = {
    ...(isPending(entry) ? { pending: true } : {}),
    ...(entry['schema:supersededBy'] ? { supersededBy: names(entry['schema:supersededBy']) } : {}),
  };
  if (kinds.includes('rdfs:Class')) {
    types[name] = {
      superclasses: names(entry['rdfs:subClassOf']),
      ...(kinds.includes('schema:DataType') ? { dataType: true } : {}),
      ...flags,
    };
  } else if (kinds.includes('rdf:Property')) {
    properties[name] = {
      domainIncludes: names(entry['schema:domainIncludes']),
      rangeIncludes: names(entry['schema:rangeIncludes']),
      ...flags,
    };
  }
}

const vocabulary = {
  source: {
    release,
    releaseDate,
    file: `https://github.com/schemaorg/schemaorg/blob/main/data/releases/${release}/schemaorg-current-https.jsonld`,
    licence:
      'The schema.org vocabulary is licensed under Creative Commons Attribution-ShareAlike 3.0 ' +
      '(https://schema.org/docs/terms.html); this file is an extract of it (types, superclasses, ' +
      'domainIncludes, rangeIncludes) under the same licence.',
  },
  types,
  properties,
};

// Formatted as the repository formats JSON, so a new release reads as a short diff.
const target = new URL('./vocabulary.json', import.meta.url);
const options = { ...(await prettier.resolveConfig(target)), filepath: target.pathname };
writeFileSync(target, await prettier.format(JSON.stringify(vocabulary), options));
console.log(`${Object.keys(types).length} types, ${Object.keys(properties).length} properties`);
