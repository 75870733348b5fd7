import { useEffect } from 'react';

const siteName = 'Hotel Content Studio';

/** Sets the tab title as "{page} · Hotel Content Studio", so tabs and history entries tell pages apart. */
export function useDocumentTitle(page: string) {
  useEffect(() => {
    document.title = `${page} · ${siteName}`;
  }, [page]);
}
