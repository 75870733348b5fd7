import { describe, expect, it } from 'vitest';
import { languageCodes, type LanguageCode } from '@common/languages/content-languages';
import { featureCatalogue, type CatalogueCategory } from '../catalogue';
import { catalogueName, catalogueNamesByLanguage, isCatalogueId, storedEntryName } from './catalogue-name';

type Translated = Exclude<LanguageCode, 'en'>;
type NameTables = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** Card brands: the same name in every language. */
const brandNames = ['Visa', 'Mastercard', 'American Express', 'Maestro', 'Diners Club', 'JCB'];
/**
 * English words each language really uses as they are; any other name equal to the English one is an entry
 * someone forgot to translate. Keep these short: each must be in use (a test below).
 */
const loanwords: Readonly<Record<Translated, readonly string[]>> = {
  de: ['Internet', 'Restaurant', 'Bar', 'Sauna', 'Massage', 'Minibar', 'Patio', 'Transport'],
  it: ['Internet', 'Bar', 'Sauna', 'Minibar', 'Patio', 'Snack bar'],
  fr: ['Internet', 'Restaurant', 'Bar', 'Sauna', 'Massage', 'Minibar', 'Patio', 'Parking'],
  es: ['Internet', 'Bar', 'Sauna', 'Minibar', 'Patio'],
  nl: ['Internet', 'Restaurant', 'Bar', 'Sauna', 'Massage', 'Minibar', 'Patio', 'Lift', 'Kitchenette'],
};

/** Every id of a catalogue with its English name and the subcategory (or category) it is listed under. */
function entriesOf(catalogue: readonly CatalogueCategory[]) {
  return catalogue.flatMap((category) => [
    { id: category.id, english: category.name, group: 'categories' },
    ...category.subcategories.flatMap((subcategory) => [
      { id: subcategory.id, english: subcategory.name, group: category.id },
      ...subcategory.features.map(([id, english]) => ({ id, english, group: subcategory.id })),
    ]),
  ]);
}

/** What is wrong with the name tables against a catalogue, one line per problem; none is what ships. */
function problemsOf(catalogue: readonly CatalogueCategory[], tables: NameTables): string[] {
  const entries = entriesOf(catalogue);
  const problems: string[] = [];
  for (const language of languageCodes) {
    const names = tables[language] ?? {};
    const allowed = new Set(
      [...brandNames, ...(language === 'en' ? [] : loanwords[language])].map((word) => word.toLowerCase()),
    );
    const seenInGroup = new Set<string>();
    for (const { id, english, group } of entries) {
      const name = names[id];
      if (name === undefined) problems.push(`${language}: ${id} has no name`);
      else if (name.trim() === '') problems.push(`${language}: ${id} is empty`);
      else if (name.trim() !== name) problems.push(`${language}: ${id} has spaces around it`);
      else if (
        language !== 'en' &&
        name.toLowerCase() === english.toLowerCase() &&
        !allowed.has(english.toLowerCase())
      )
        problems.push(`${language}: ${id} is the English '${english}'`);
      // Two switches of one group with one name could not be told apart on the page.
      const inGroup = `${group}\n${name?.toLowerCase()}`;
      if (name && seenInGroup.has(inGroup)) problems.push(`${language}: ${id} repeats a name of ${group}`);
      seenInGroup.add(inGroup);
    }
    const known = new Set(entries.map((entry) => entry.id));
    for (const id of Object.keys(names)) {
      if (!known.has(id)) problems.push(`${language}: ${id} is not in the catalogue`);
    }
  }
  return problems;
}

const shipped: NameTables = catalogueNamesByLanguage;

describe("the catalogue's names in the content languages", () => {
  it('name every category, subcategory and feature in all six languages, translated, and nothing else', () => {
    expect(Object.keys(catalogueNamesByLanguage).sort()).toEqual([...languageCodes].sort());
    expect(problemsOf(featureCatalogue, catalogueNamesByLanguage)).toEqual([]);
  });

  it('find a missing, empty, untranslated, repeated or unknown name', () => {
    const { 'free-wifi': _wifi, ...italianWithoutWifi } = catalogueNamesByLanguage.it;
    const broken: NameTables = {
      ...catalogueNamesByLanguage,
      de: { ...catalogueNamesByLanguage.de, 'steam-room': 'Steam room', 'retired-feature': 'Alt' },
      it: italianWithoutWifi,
      fr: { ...catalogueNamesByLanguage.fr, parking: '  ', 'sea-view': 'Vue sur le lac' },
      nl: { ...catalogueNamesByLanguage.nl, 'free-parking': ' Gratis parkeren' },
    };
    expect(problemsOf(featureCatalogue, broken)).toEqual([
      "de: steam-room is the English 'Steam room'",
      'de: retired-feature is not in the catalogue',
      'it: free-wifi has no name',
      'fr: parking is empty',
      'fr: lake-view repeats a name of view',
      'nl: free-parking has spaces around it',
    ]);
    // A feature added to the catalogue without its translations is missing in every language but English.
    const grown = featureCatalogue.map((category) => ({
      ...category,
      subcategories: category.subcategories.map((subcategory) =>
        subcategory.id === 'pool-wellness'
          ? {
              ...subcategory,
              features: [...subcategory.features, ['cold-plunge', 'Cold plunge pool'] as const],
            }
          : subcategory,
      ),
    }));
    const missing = problemsOf(grown, catalogueNamesByLanguage);
    expect(missing).toHaveLength(6);
    expect(missing).toContain('de: cold-plunge has no name');
  });

  it('keep the list of loanwords to words in use', () => {
    for (const language of Object.keys(loanwords) as Translated[]) {
      const sameAsEnglish = entriesOf(featureCatalogue)
        .filter(({ id, english }) => shipped[language]?.[id] === english)
        .map(({ english }) => english);
      for (const word of loanwords[language]) expect(sameAsEnglish, `${language}: ${word}`).toContain(word);
    }
  });

  it('read one name in a language, English being the catalogue’s own', () => {
    expect(catalogueName('free-wifi', 'en')).toBe('Free WiFi');
    expect(catalogueName('free-wifi', 'de')).toBe('Kostenloses WLAN');
    expect(catalogueName('free-parking', 'de')).toBe('Kostenlose Parkplätze');
    expect(catalogueName('airport-shuttle', 'de')).toBe('Flughafentransfer');
    expect(catalogueName('free-wifi', 'it')).toBe('WiFi gratuito');
    expect(catalogueName('free-parking', 'it')).toBe('Parcheggio gratuito');
    expect(catalogueName('sea-view', 'fr')).toBe('Vue sur la mer');
    expect(catalogueName('pool-wellness', 'es')).toBe('Piscina y bienestar');
    expect(catalogueName('policies', 'nl')).toBe('Voorwaarden');
  });

  it("give a hotel's own entry (an import's) the name it was found with, in every language", () => {
    expect(isCatalogueId('sauna')).toBe(true);
    expect(isCatalogueId('hotel-own-3f2a')).toBe(false);
    expect(isCatalogueId('toString')).toBe(false);
    expect(storedEntryName({ id: 'sauna', name: 'Sauna' }, 'it')).toBe('Sauna');
    expect(storedEntryName({ id: 'steam-room', name: 'Steam room' }, 'it')).toBe('Bagno turco');
    expect(storedEntryName({ id: 'hotel-own-3f2a', name: 'Kneipp-Becken' }, 'fr')).toBe('Kneipp-Becken');
  });
});

// Never run: the typecheck holds these to errors, so an unknown id or language cannot reach catalogueName.
function _unknownIdsAndLanguagesDoNotCompile() {
  // @ts-expect-error an id the catalogue does not have
  catalogueName('cold-plunge', 'de');
  // @ts-expect-error a language that is not a content language
  catalogueName('sauna', 'pt');
}
