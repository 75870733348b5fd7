import { otaChannels, type OtaType } from '@common/ota/channels';
import { authCookiePatterns } from '@common/ota/login-rules';
import type { SavedLogin } from '../../integrations/remote-browser/remote-browser';

function isOn(domain: string, host: string): boolean {
  const bare = domain.replace(/^\./, '').toLowerCase();
  return bare === host || bare.endsWith(`.${host}`);
}

/**
 * When a saved login stops working (spec part 1, section 4): the earliest expiry among the channel's persistent
 * auth cookies. Null when it has none (session cookies only, or no auth cookie): the caller logs a warning.
 */
export function cookieExpiryOf(type: OtaType, login: SavedLogin): Date | null {
  const { allowedHosts } = otaChannels[type];
  const pattern = authCookiePatterns[type];
  const expiries = login.cookies
    .filter((cookie) => cookie.expires > 0)
    .filter((cookie) => allowedHosts.some((host) => isOn(cookie.domain, host)))
    .filter((cookie) => pattern.test(cookie.name))
    .map((cookie) => cookie.expires);
  return expiries.length > 0 ? new Date(Math.min(...expiries) * 1000) : null;
}
