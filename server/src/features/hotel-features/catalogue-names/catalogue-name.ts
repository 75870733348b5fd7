import type { LanguageCode } from '@common/languages/content-languages';
import { featureCatalogue, type CatalogueId, type CatalogueNames } from '../catalogue';
import { germanNames } from './de';
import { spanishNames } from './es';
import { frenchNames } from './fr';
import { italianNames } from './it';
import { dutchNames } from './nl';

/** English is the catalogue's own wording (catalogue.ts), so it lives nowhere else. */
const englishNames = Object.fromEntries(
  featureCatalogue.flatMap((category) => [
    [category.id, category.name],
    ...category.subcategories.flatMap((subcategory) => [
      [subcategory.id, subcategory.name],
      ...subcategory.features.map(([id, name]) => [id, name]),
    ]),
  ]),
) as CatalogueNames;

/**
 * Every content language's names. Keyed by the whole language list of common/src/languages, so a language added
 * there fails the typecheck here until its names are written.
 */
export const catalogueNamesByLanguage: Readonly<Record<LanguageCode, CatalogueNames>> = {
  en: englishNames,
  de: germanNames,
  it: italianNames,
  fr: frenchNames,
  es: spanishNames,
  nl: dutchNames,
};

/** A category's, subcategory's or feature's name in a content language ('en': the catalogue's own). */
export function catalogueName(id: CatalogueId, language: LanguageCode): string {
  return catalogueNamesByLanguage[language][id];
}

/** Whether an id read from the database (a string) is one of the catalogue's, not a hotel's own entry's. */
export function isCatalogueId(id: string): id is CatalogueId {
  return Object.hasOwn(englishNames, id);
}

/**
 * The name to send of a stored entry, in a content language: the catalogue's translation, or for a hotel's own
 * entry (an import's, features.hotel_id) the name it was found with, as it exists in one wording only.
 */
export function storedEntryName(entry: { id: string; name: string }, language: LanguageCode): string {
  return isCatalogueId(entry.id) ? catalogueName(entry.id, language) : entry.name;
}
