import { useEffect, useState } from 'react';
import type { SessionCreatedResponse } from '@common/ota/schemas';
import { otaTexts } from '@common/ota/texts';
import { errorMessage } from '@web/lib/api-client';
import { createLiveLink } from '../api/create-live-link';

/**
 * The viewer page's address for the window's iframe. A session that started at once brings its own; one that
 * waited in line gets a fresh one when it opens, since the token it was created with lives only 2 minutes.
 */
export function useViewerLink(session: SessionCreatedResponse | null, open: boolean) {
  const waited = session !== null && session.queuePosition !== null;
  const [fresh, setFresh] = useState<{ link: string | null; error: string | null }>({
    link: null,
    error: null,
  });
  const sessionId = session?.sessionId ?? null;

  useEffect(() => {
    if (!waited || !open || !sessionId) return;
    let current = true;
    createLiveLink(sessionId).then(
      (links) => current && setFresh({ link: links.liveViewLink, error: null }),
      (error: unknown) =>
        current && setFresh({ link: null, error: errorMessage(error, otaTexts.sessionNotFound) }),
    );
    return () => {
      current = false;
    };
  }, [waited, open, sessionId]);

  if (!session) return { link: null, error: null };
  return waited ? fresh : { link: session.liveViewLink, error: null };
}
