import { Link } from 'react-router';
import type { LanguageCode } from '@common/languages/content-languages';
import { usePreviewTexts } from '@web/locales/preview';

/**
 * The languages the hotel serves, each named in its own language ('Deutsch', 'Italiano') and marked as such for
 * screen readers, the one shown marked current (issue 37, part 5). Links, so each language has its address and
 * the browser's back button returns to the last one. Not shown for a hotel in one language.
 */
export function LanguageMenu({
  language,
  languages,
  languageHref,
}: {
  language: LanguageCode;
  languages: readonly LanguageCode[];
  languageHref(language: LanguageCode): string;
}) {
  const t = usePreviewTexts();
  if (languages.length < 2) return null;
  return (
    <nav aria-label={t('languageMenu.label')} className="flex justify-end">
      <ul className="flex flex-wrap gap-1 text-sm">
        {languages.map((code) => {
          const current = code === language;
          return (
            <li key={code}>
              <Link
                to={languageHref(code)}
                lang={code}
                hrefLang={code}
                aria-current={current ? 'true' : undefined}
                className={`block rounded-full px-3 py-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                  current
                    ? 'bg-brand-700 font-medium text-white'
                    : 'text-slate-700 hover:bg-brand-50 hover:text-brand-700'
                }`}
              >
                {t(`languageMenu.names.${code}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
