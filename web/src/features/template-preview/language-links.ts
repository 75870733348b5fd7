import { isLanguageCode, type LanguageCode } from '@common/languages/content-languages';

/** The address parameter that names the preview's language (issue 37, part 5), and the one of a room's view. */
export const languageParam = 'lang';
export const roomParam = 'room';

/** `?lang=` as the address gives it, if it is a content language; anything else leaves the choice to the server. */
export function askedLanguage(search: URLSearchParams): LanguageCode | null {
  const asked = search.get(languageParam);
  return isLanguageCode(asked) ? asked : null;
}

/**
 * The query of a preview page: the room it shows and the language it was asked in, nothing else (a campaign's
 * tracking parameters are not carried into the page's own links). '?' alone for the hotel's view in the visitor's
 * languages.
 */
export function previewSearch({
  room,
  language,
}: {
  room?: string | null;
  language?: string | null;
}): string {
  const query = new URLSearchParams();
  if (room) query.set(roomParam, room);
  if (language) query.set(languageParam, language);
  return `?${query.toString()}`;
}

/**
 * The page's hreflang alternates (absolute, as search engines want them): one per language the hotel serves, of
 * the same view (its room kept), and x-default without `?lang=`, where the visitor's languages choose. None for a
 * hotel in one language.
 */
export function languageAlternates(
  page: { origin: string; pathname: string; search: string },
  languages: readonly LanguageCode[],
): { hreflang: string; href: string }[] {
  if (languages.length < 2) return [];
  const room = new URLSearchParams(page.search).get(roomParam);
  const href = (language: LanguageCode | null) =>
    new URL(`${page.pathname}${previewSearch({ room, language })}`, page.origin).href.replace(/\?$/, '');
  return [
    ...languages.map((language) => ({ hreflang: language, href: href(language) })),
    { hreflang: 'x-default', href: href(null) },
  ];
}
