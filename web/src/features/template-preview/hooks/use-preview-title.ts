import { useEffect } from 'react';
import { previewPageTexts } from '../content/preview-page-texts';

/** The tab title, as the server's link preview names the page: '{what} · Hotel Content Studio'. */
export function usePreviewTitle(what: string) {
  useEffect(() => {
    document.title = `${what} · ${previewPageTexts.siteName}`;
  }, [what]);
}
