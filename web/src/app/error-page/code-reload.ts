/**
 * After a deploy, the old build's page chunks are gone: a tab opened before it asks for a chunk that no
 * longer exists and the dynamic import rejects. Loading the page again fetches the new index.html and the new
 * chunks. Reloading is allowed once a minute per tab (remembered in session storage, which survives the
 * reload), so a chunk that is missing for another reason (offline, a broken deploy) shows the error page
 * instead of reloading for ever.
 */
export const codeReloadKey = 'hcs.codeReloadAt';
const reloadAgainAfterMs = 60_000;

/** The messages browsers (and Vite's preload helper) give when a dynamically imported module fails to load. */
const missingCodePattern =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading chunk [\w-]+ failed/i;

export function isMissingCodeError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || missingCodePattern.test(error.message);
}

/**
 * Whether `error` says the page's code could not be loaded and no reload for that happened in the last minute.
 * Without session storage the guard cannot be kept, so there is no reload: the error page's 'Reload' is then
 * the way out.
 */
export function shouldReloadForMissingCode(error: unknown, now = Date.now()): boolean {
  if (!isMissingCodeError(error)) return false;
  const last = readLastReload();
  if (last === undefined) return false;
  return last === null || now - last >= reloadAgainAfterMs;
}

/** Remembers the reload (the guard above), then loads the page again. */
export function reloadForMissingCode(reload = () => window.location.reload(), now = Date.now()) {
  try {
    window.sessionStorage.setItem(codeReloadKey, String(now));
  } catch {
    return;
  }
  reload();
}

/** @returns the time of the last reload, null when there was none, undefined when storage is unavailable */
function readLastReload(): number | null | undefined {
  try {
    const stored = window.sessionStorage.getItem(codeReloadKey);
    const time = Number(stored);
    return stored !== null && Number.isFinite(time) ? time : null;
  } catch {
    return undefined;
  }
}
