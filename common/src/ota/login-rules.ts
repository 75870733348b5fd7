import type { OtaType } from './channels';

/**
 * When the live browser's address shows a finished login (spec part 1, section 4 "Connection flow"), as pure
 * functions on URLs so they are tested on tables of real-looking extranet addresses (login-rules.test.ts).
 *
 * - booking: an admin or extranet host of booking.com (admin.booking.com, *.admin.booking.com, a host label
 *   containing "extranet"), past the bare entry page, and not a sign-in or login page.
 * - expedia: a partner-centre host (expediapartnercentral.com and its subdomains) on the lodging paths
 *   (/lodging/...), and not a login or sign-in page.
 * - agoda: the YCS supplier host (ycs.agoda.com) with a path beyond the locale (e.g. /en-us/1234567/kipp/...),
 *   and not a login, sign-in or password page.
 * - hrs: the hotel portal (hotelportal.hrs.com, hoteladmin.hrs.com) with a path beyond the entry, and not a
 *   login or sign-in page.
 */

/** Words that only appear in login steps, matched anywhere ('ForgotPassword', '/Account/Logon'). */
const loginWordPattern = /(sign-?in|log-?in|log-?on|password|forgot)/i;
/** Short words matched only as whole path parts, so 'processor' or 'author' do not count. */
const loginPartPattern = /(^|[/_.-])(auth|oauth2?|register|sso|mfa|2fa|verify|verification)([/_.?-]|$)/i;
const localeSegment = /^[a-z]{2}(-[a-z]{2})?$/i;

function parse(url: string): URL | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function isOn(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

function segments(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment.length > 0);
}

/** A login, sign-in or similar page of any channel: never a finished login. */
export function isLoginPageUrl(url: string): boolean {
  const parsed = parse(url);
  if (!parsed) return false;
  return (
    loginWordPattern.test(parsed.pathname) ||
    loginPartPattern.test(parsed.pathname) ||
    /^(account|accounts|login|signin|sso)\./i.test(parsed.hostname)
  );
}

const rules: Record<OtaType, (url: URL) => boolean> = {
  booking: (url) => {
    const host = url.hostname.toLowerCase();
    if (!isOn(host, 'booking.com')) return false;
    const adminHost =
      isOn(host, 'admin.booking.com') || host.split('.').some((label) => label.includes('extranet'));
    return adminHost && segments(url.pathname).length > 0;
  },
  expedia: (url) => {
    const host = url.hostname.toLowerCase();
    return isOn(host, 'expediapartnercentral.com') && /^\/lodging\//i.test(url.pathname);
  },
  agoda: (url) => {
    const host = url.hostname.toLowerCase();
    if (host !== 'ycs.agoda.com') return false;
    const parts = segments(url.pathname);
    const afterLocale = parts.length > 0 && localeSegment.test(parts[0] ?? '') ? parts.slice(1) : parts;
    return afterLocale.length > 0;
  },
  hrs: (url) => {
    const host = url.hostname.toLowerCase();
    return (
      (host === 'hotelportal.hrs.com' || host === 'hoteladmin.hrs.com') && segments(url.pathname).length > 0
    );
  },
};

/** Whether the address is a page of the channel that only a logged-in user reaches. */
export function isLoggedInUrl(type: OtaType, url: string): boolean {
  const parsed = parse(url);
  if (!parsed || isLoginPageUrl(url)) return false;
  return rules[type](parsed);
}

/** Names of cookies that carry a channel's login (used for possiblyLoggedIn and the saved login's expiry). */
export const authCookiePatterns: Record<OtaType, RegExp> = {
  booking: /(esadm|bkng_sso|sess|auth|token)/i,
  expedia: /(sess|auth|token|EG_SESSIONTOKEN|MC1)/i,
  agoda: /(sess|auth|token|ycs)/i,
  hrs: /(sess|auth|token)/i,
};

/** What starts the 5-second countdown: the login rule, or the backend's possiblyLoggedIn signal. */
export function detectLogin(type: OtaType, currentUrl: string, possiblyLoggedIn: boolean): boolean {
  return isLoggedInUrl(type, currentUrl) || possiblyLoggedIn;
}
