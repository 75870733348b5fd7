import type { BrowserContext } from 'playwright-core';
import type { SavedLogin } from './remote-browser';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Playwright's storage state reduced to the fields SavedLogin promises (newer versions add more). */
export function toSavedLogin(state: StorageState): SavedLogin {
  return {
    cookies: state.cookies.map((cookie) => ({
      name: cookie.name,
      value: cookie.value,
      domain: cookie.domain,
      path: cookie.path,
      expires: cookie.expires,
      httpOnly: cookie.httpOnly,
      secure: cookie.secure,
      sameSite: cookie.sameSite,
    })),
    origins: state.origins.map((origin) => ({
      origin: origin.origin,
      localStorage: origin.localStorage.map((item) => ({ name: item.name, value: item.value })),
    })),
  };
}
