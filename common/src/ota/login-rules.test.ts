import { describe, expect, it } from 'vitest';
import type { OtaType } from './channels';
import { detectLogin, isLoggedInUrl, isLoginPageUrl } from './login-rules';

/** [url, logged in?] per channel: real-looking extranet addresses, login pages and look-alikes. */
const table: Record<OtaType, Array<[string, boolean]>> = {
  booking: [
    ['https://admin.booking.com/hotel/hoteladmin/extranet_ng/manage/home.html?hotel_id=123&ses=abc', true],
    ['https://admin.booking.com/hotel/hoteladmin/extranet_ng/manage/reservations.html?hotel_id=123', true],
    ['https://admin.booking.com/hotel/hoteladmin/groups/home/index.html', true],
    ['https://extranet.booking.com/hotel/hoteladmin/index.html', true],
    ['https://admin.booking.com/', false],
    ['https://account.booking.com/sign-in?op_token=abc', false],
    ['https://account.booking.com/sign-in/password?op_token=abc', false],
    ['https://admin.booking.com/hotel/hoteladmin/login.html', false],
    ['https://admin.booking.com/sign-in/verification', false],
    ['https://www.booking.com/hotel/ch/alpenblick.html', false],
    ['https://admin.booking.com.evil.example/hotel/hoteladmin/home.html', false],
    ['https://evilbooking.com/hotel/hoteladmin/home.html', false],
    ['chrome-error://chromewebdata/', false],
    ['about:blank', false],
  ],
  expedia: [
    ['https://apps.expediapartnercentral.com/lodging/home/home?htid=123', true],
    ['https://apps.expediapartnercentral.com/lodging/bookings?htid=123', true],
    ['https://www.expediapartnercentral.com/lodging/reservations/reservations.html', true],
    ['https://www.expediapartnercentral.com/', false],
    ['https://www.expediapartnercentral.com/Account/Logon?ReturnUrl=%2Flodging', false],
    ['https://apps.expediapartnercentral.com/lodging/login', false],
    ['https://apps.expediapartnercentral.com/signin', false],
    ['https://www.expedia.com/lodging/home/home', false],
    ['https://apps.expediapartnercentral.com.evil.example/lodging/home/home', false],
  ],
  agoda: [
    ['https://ycs.agoda.com/en-us/1234567/kipp/app/reservations', true],
    ['https://ycs.agoda.com/de-de/HotelDashboard/Index/1234567', true],
    ['https://ycs.agoda.com/', false],
    ['https://ycs.agoda.com/en-us/', false],
    ['https://ycs.agoda.com/en-us/Login', false],
    ['https://ycs.agoda.com/en-us/ForgotPassword', false],
    ['https://www.agoda.com/en-us/hotel-alpenblick/hotel/zermatt-ch.html', false],
  ],
  hrs: [
    ['https://hotelportal.hrs.com/dashboard', true],
    ['https://hoteladmin.hrs.com/hotel/4711/rates', true],
    ['https://hotelportal.hrs.com/login', false],
    ['https://hotelportal.hrs.com/', false],
    ['https://www.hrs.com/en/hotel/alpenblick', false],
    ['https://hotelportal.hrs.com/auth/realms/hrs/protocol/openid-connect/auth?client_id=x', false],
  ],
};

describe('login rules', () => {
  for (const [type, rows] of Object.entries(table) as Array<[OtaType, Array<[string, boolean]>]>) {
    it.each(rows)(`${type}: %s -> logged in %s`, (url, loggedIn) => {
      expect(isLoggedInUrl(type, url)).toBe(loggedIn);
    });
  }

  it('never takes one channel’s extranet for another’s', () => {
    expect(
      isLoggedInUrl('expedia', 'https://admin.booking.com/hotel/hoteladmin/extranet_ng/manage/home.html'),
    ).toBe(false);
    expect(isLoggedInUrl('booking', 'https://apps.expediapartnercentral.com/lodging/home/home')).toBe(false);
  });

  it('recognises login pages without mistaking words that only contain the letters', () => {
    expect(isLoginPageUrl('https://account.booking.com/sign-in')).toBe(true);
    expect(isLoginPageUrl('https://www.expediapartnercentral.com/Account/Logon')).toBe(true);
    expect(isLoginPageUrl('https://ycs.agoda.com/en-us/Login')).toBe(true);
    expect(isLoginPageUrl('https://admin.booking.com/hotel/hoteladmin/processor/author.html')).toBe(false);
    expect(isLoginPageUrl('not a url')).toBe(false);
  });

  it('counts the backend’s possiblyLoggedIn signal when the address says nothing', () => {
    expect(detectLogin('hrs', 'https://hotelportal.hrs.com/', true)).toBe(true);
    expect(detectLogin('hrs', 'https://hotelportal.hrs.com/', false)).toBe(false);
    expect(detectLogin('booking', 'https://admin.booking.com/hotel/hoteladmin/home.html', false)).toBe(true);
  });
});
