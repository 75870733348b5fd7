import { useAppTexts } from '@web/locales/app';

/** The id of the page's <main>, which a skip link jumps to (give the <main> tabIndex={-1} so it takes focus). */
export const mainContentId = 'main-content';

/**
 * 'Skip to content': the first focusable element of a page frame, hidden until it has keyboard focus, so a
 * keyboard user reaches the page without tabbing through the header or the sidebar. `label` in the page's
 * language where that is not English (the German sign-in page).
 */
export function SkipLink({ label }: { label?: string }) {
  const t = useAppTexts();
  return (
    <a
      href={`#${mainContentId}`}
      className="sr-only rounded-md bg-white px-4 py-2 font-medium text-brand-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:outline-2 focus:outline-brand-600"
    >
      {label ?? t('skipLink')}
    </a>
  );
}
