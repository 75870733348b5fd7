import { useCallback, useEffect, useRef, useState } from 'react';
import { connectionTimings, type CreateSessionInput, type SessionCreatedResponse } from '@common/ota/schemas';
import { otaPageTexts } from '@web/locales/ota';
import { createBrowserSession } from '../api/create-browser-session';
import { deleteBrowserSession, deleteBrowserSessionOnPageExit } from '../api/delete-browser-session';
import { keepSessionAlive } from '../api/keep-session-alive';
import { sessionErrorMessage } from '../connection-errors';

interface BrowserSessionOptions {
  /** A session the Connect New OTA dialog already started. */
  initial: SessionCreatedResponse | null;
  /** Renew mode: no session yet; it is started at once from this. */
  start: CreateSessionInput | null;
  /** Whether to keep the session alive: while it is open and the login is not completed. */
  keepAlive: boolean;
}

function closeSession(sessionId: string) {
  deleteBrowserSession(sessionId).catch((error: unknown) =>
    console.warn(otaPageTexts('session.deleteSessionFailed'), error),
  );
}

/**
 * The connection window's live browser session: started in renew mode, kept alive every 2 minutes, and closed
 * when the window goes away (or the page does), unless the login was completed, which closes it on the server.
 */
export function useBrowserSession({ initial, start, keepAlive }: BrowserSessionOptions) {
  const [session, setSession] = useState(initial);
  const [startError, setStartError] = useState<string | null>(null);
  const sessionId = useRef(initial?.sessionId ?? null);
  const mounted = useRef(false);
  const started = useRef(false);
  const completed = useRef(false);
  const startInput = useRef(start);

  useEffect(() => {
    mounted.current = true;
    const input = startInput.current;
    if (input && !started.current) {
      started.current = true;
      createBrowserSession(input).then(
        (created) => {
          // The window was closed while the session started: nobody will use it.
          if (!mounted.current) return closeSession(created.sessionId);
          sessionId.current = created.sessionId;
          setSession(created);
        },
        (error: unknown) => {
          if (mounted.current) setStartError(sessionErrorMessage(error));
        },
      );
    }
    return () => {
      mounted.current = false;
      // Deferred by a microtask: React's development check unmounts and remounts at once, which must not close
      // the session the window still shows.
      queueMicrotask(() => {
        const id = sessionId.current;
        if (mounted.current || !id || completed.current) return;
        sessionId.current = null;
        closeSession(id);
      });
    };
  }, []);

  useEffect(() => {
    const leave = () => {
      if (sessionId.current && !completed.current) deleteBrowserSessionOnPageExit(sessionId.current);
    };
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, []);

  const activeId = session?.sessionId ?? null;
  useEffect(() => {
    if (!activeId || !keepAlive) return;
    const timer = setInterval(() => {
      keepSessionAlive(activeId).catch((error: unknown) => console.warn('Keep-alive failed', error));
    }, connectionTimings.keepAliveMs);
    return () => clearInterval(timer);
  }, [activeId, keepAlive]);

  /** The login was saved: the server closed the session, so leaving the window must not close it again. */
  const markCompleted = useCallback(() => {
    completed.current = true;
  }, []);

  return { session, startError, markCompleted };
}
