import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { isLanguageCode, type LanguageCode } from '@common/languages/content-languages';

/**
 * The content language the page shows, kept in the URL (?lang=it) so a reload or a shared link keeps it; no
 * parameter is the primary language. A language the hotel does not serve (any more) reads as the primary one.
 * Other search parameters are left as they are; typed translations are kept across a switch (the drafts live
 * above the list), so the switch asks nothing.
 */
export function useContentLanguage(
  served: readonly LanguageCode[] | undefined,
  primary: LanguageCode | undefined,
): [language: LanguageCode | undefined, choose: (language: LanguageCode) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('lang');
  const language = isLanguageCode(asked) && served?.includes(asked) ? asked : primary;
  const choose = useCallback(
    (next: LanguageCode) =>
      setParams((current) => {
        const changed = new URLSearchParams(current);
        if (next === primary) changed.delete('lang');
        else changed.set('lang', next);
        return changed;
      }),
    [primary, setParams],
  );
  return [language, choose];
}
