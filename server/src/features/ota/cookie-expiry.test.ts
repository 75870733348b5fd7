import { describe, expect, it } from 'vitest';
import type { SavedLogin } from '../../integrations/remote-browser/remote-browser';
import { cookieExpiryOf } from './cookie-expiry';

type Cookie = SavedLogin['cookies'][number];

function cookie(name: string, domain: string, expires: number): Cookie {
  return { name, value: 'v', domain, path: '/', expires, httpOnly: true, secure: true, sameSite: 'Lax' };
}

const login = (...cookies: Cookie[]): SavedLogin => ({ cookies, origins: [] });
const at = (seconds: number) => new Date(seconds * 1000);

describe('cookie expiry of a saved login', () => {
  it('is the earliest expiry among the channel’s persistent auth cookies', () => {
    const saved = login(
      cookie('esadm', '.admin.booking.com', 1_900_000_500),
      cookie('bkng_sso_auth', 'account.booking.com', 1_900_000_100),
      cookie('lang', '.booking.com', 1_800_000_000),
    );
    expect(cookieExpiryOf('booking', saved)).toEqual(at(1_900_000_100));
  });

  it('ignores session cookies, other sites’ cookies and cookies that are not auth cookies', () => {
    const saved = login(
      cookie('esadm', '.admin.booking.com', -1),
      cookie('session_token', '.tracker.example', 1_700_000_000),
      cookie('session_token', 'notbooking.com', 1_700_000_000),
      cookie('cookie_consent', '.booking.com', 1_700_000_000),
      cookie('esadm', 'admin.booking.com', 1_950_000_000),
    );
    expect(cookieExpiryOf('booking', saved)).toEqual(at(1_950_000_000));
  });

  it('is null when no persistent auth cookie is there', () => {
    expect(cookieExpiryOf('booking', login())).toBeNull();
    expect(cookieExpiryOf('booking', login(cookie('esadm', '.admin.booking.com', -1)))).toBeNull();
    expect(cookieExpiryOf('expedia', login(cookie('esadm', '.admin.booking.com', 1_900_000_000)))).toBeNull();
  });

  it('follows each channel’s hosts and patterns', () => {
    expect(
      cookieExpiryOf(
        'expedia',
        login(cookie('EG_SESSIONTOKEN', '.expediapartnercentral.com', 1_900_000_000)),
      ),
    ).toEqual(at(1_900_000_000));
    expect(cookieExpiryOf('agoda', login(cookie('ycs_auth', 'ycs.agoda.com', 1_900_000_000)))).toEqual(
      at(1_900_000_000),
    );
    expect(cookieExpiryOf('hrs', login(cookie('portal_session', '.hrs.de', 1_900_000_000)))).toEqual(
      at(1_900_000_000),
    );
  });
});
