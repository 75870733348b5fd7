import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { LanguageCode } from '@common/languages/content-languages';
import { languageAlternates } from '../language-links';

const alternateSelector = 'link[rel="alternate"][hreflang]';

/**
 * The page head for the language shown (issue 37, part 5): `<html lang>` and an hreflang alternate per served
 * language with x-default, as the server writes them into the page it sends (server/src/http/link-preview.ts),
 * kept right when the visitor switches language or room. Both are put back when the preview is left.
 */
export function usePreviewLanguageHead(language: LanguageCode, languages: readonly LanguageCode[]) {
  const { pathname, search } = useLocation();
  const languageList = languages.join(',');
  useEffect(() => {
    const root = document.documentElement;
    const previousLanguage = root.getAttribute('lang');
    root.setAttribute('lang', language);
    // The server's copies are replaced, so that the head names each language once.
    for (const link of document.head.querySelectorAll(alternateSelector)) link.remove();
    const page = { origin: window.location.origin, pathname, search };
    const links = languageAlternates(page, languageList.split(',') as LanguageCode[]).map(
      ({ hreflang, href }) => {
        const link = document.createElement('link');
        link.rel = 'alternate';
        link.hreflang = hreflang;
        link.href = href;
        return document.head.appendChild(link);
      },
    );
    return () => {
      for (const link of links) link.remove();
      if (previousLanguage === null) root.removeAttribute('lang');
      else root.setAttribute('lang', previousLanguage);
    };
  }, [language, languageList, pathname, search]);
}
