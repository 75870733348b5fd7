import { useEffect } from 'react';
import { usePreviewTexts } from '@web/locales/preview';

/** The tab title, as the server's link preview names the page: '{what} · Hotel Content Studio'. */
export function usePreviewTitle(what: string) {
  const t = usePreviewTexts();
  useEffect(() => {
    document.title = t('title', { what });
  }, [t, what]);
}
