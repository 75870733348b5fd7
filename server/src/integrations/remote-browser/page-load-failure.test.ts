import { describe, expect, it } from 'vitest';
import { isErrorPageUrl, pageErrorReason } from './page-load-failure';

describe('pageErrorReason', () => {
  it.each([
    // Behind the egress proxy: a name that does not resolve and a refused or failed connection alike.
    ['net::ERR_TUNNEL_CONNECTION_FAILED', 'unreachable'],
    ['net::ERR_NAME_NOT_RESOLVED', 'unreachable'],
    ['net::ERR_CONNECTION_REFUSED', 'unreachable'],
    ['net::ERR_CONNECTION_RESET', 'unreachable'],
    ['net::ERR_PROXY_CONNECTION_FAILED', 'unreachable'],
    ['net::ERR_EMPTY_RESPONSE', 'unreachable'],
    ['net::ERR_INTERNET_DISCONNECTED', 'unreachable'],
    ['net::ERR_TIMED_OUT', 'timedOut'],
    ['net::ERR_CONNECTION_TIMED_OUT', 'timedOut'],
    // The channel fence (context-guard.ts) aborts navigations outside the channel as blocked by the client.
    ['net::ERR_BLOCKED_BY_CLIENT', 'blocked'],
    ['net::ERR_UNSAFE_PORT', 'blocked'],
    ['net::ERR_CERT_AUTHORITY_INVALID', 'certificate'],
    ['net::ERR_SSL_PROTOCOL_ERROR', 'certificate'],
    ['net::ERR_TOO_MANY_REDIRECTS', 'other'],
    ['', 'other'],
  ] as const)('%s is %s', (errorText, reason) => {
    expect(pageErrorReason(errorText)).toBe(reason);
  });

  it('leaves out a cancelled navigation, which shows no error page', () => {
    expect(pageErrorReason('net::ERR_ABORTED')).toBeNull();
  });
});

describe('isErrorPageUrl', () => {
  it("knows Chromium's error page by its address", () => {
    expect(isErrorPageUrl('chrome-error://chromewebdata/')).toBe(true);
    expect(isErrorPageUrl('https://account.booking.com/sign-in')).toBe(false);
    expect(isErrorPageUrl('about:blank')).toBe(false);
  });
});
