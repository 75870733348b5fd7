import { describe, expect, it } from 'vitest';
import { otaChannels } from '@common/ota/channels';
import { isAllowedAddress } from './host-allowlist';

const booking = otaChannels.booking.allowedHosts;

describe('isAllowedAddress (Booking.com)', () => {
  it.each([
    ['https://admin.booking.com/', true],
    ['https://booking.com/', true],
    ['https://account.booking.com/sign-in?op_token=abc', true],
    ['https://ADMIN.Booking.COM/hotel/', true],
    ['https://admin.booking.com./', true],
    ['http://www.booking.com/', true],
    ['wss://chat.admin.booking.com/socket', true],
    ['ws://admin.booking.com/socket', true],
    ['https://cf.bstatic.com/static/css/main.css', true],
    ['https://www.google.com/recaptcha/api.js', true],
    ['https://www.gstatic.com/recaptcha/releases/abc/recaptcha__en.js', true],
    ['https://www.google.com/search?q=booking', false],
    ['https://www.google.com/recaptchaX/', false],
    ['https://google.com/recaptcha/api.js', false],
    ['https://evil.com/recaptcha/api.js', false],
    ['https://admin.booking.com.evil.com/', false],
    ['https://evilbooking.com/', false],
    ['https://booking.com.evil.com/', false],
    ['https://bookingxcom/', false],
    ['https://booking.com@evil.com/', false],
    ['https://user:pass@admin.booking.com/', false],
    ['https://admin.booking.com:8443/', false],
    ['https://admin.booking.com:443/', true],
    ['http://admin.booking.com:80/', true],
    ['https://evil.example/', false],
    ['http://127.0.0.1/', false],
    ['http://127.0.0.1:5432/', false],
    ['http://2130706433/', false],
    ['http://0177.0.0.1/', false],
    ['http://0x7f.1/', false],
    ['http://169.254.169.254/latest/meta-data/', false],
    ['http://10.0.0.8/', false],
    ['http://[::1]/', false],
    ['http://[::ffff:127.0.0.1]/', false],
    ['http://[fe80::1]/', false],
    ['http://localhost/', false],
    ['http://localhost:3000/api/', false],
    ['http://admin.localhost/', false],
    ['data:text/html,<h1>hi</h1>', false],
    ['blob:https://admin.booking.com/6f1c1e1e-0000-4000-8000-000000000000', false],
    ['file:///etc/passwd', false],
    ['chrome://settings/', false],
    ['chrome-extension://abc/page.html', false],
    ['javascript:alert(1)', false],
    ['ftp://admin.booking.com/', false],
    ['about:blank', false],
    ['not a url', false],
    ['', false],
  ])('%s -> %s', (address, allowed) => {
    expect(isAllowedAddress(address, booking)).toBe(allowed);
  });
});

describe('isAllowedAddress (other channels)', () => {
  it('allows each channel its own hosts only', () => {
    expect(isAllowedAddress('https://ycs.agoda.com/en-us/', otaChannels.agoda.allowedHosts)).toBe(true);
    expect(isAllowedAddress('https://admin.booking.com/', otaChannels.agoda.allowedHosts)).toBe(false);
    expect(isAllowedAddress('https://hotelportal.hrs.com/login', otaChannels.hrs.allowedHosts)).toBe(true);
    expect(isAllowedAddress('https://www.hrs.de/', otaChannels.hrs.allowedHosts)).toBe(true);
    expect(isAllowedAddress('https://www.expediapartnercentral.com/', otaChannels.expedia.allowedHosts)).toBe(
      true,
    );
    expect(isAllowedAddress('https://expedia.com.evil.com/', otaChannels.expedia.allowedHosts)).toBe(false);
  });

  it('never allows an IP literal or localhost, even when a list names one', () => {
    expect(isAllowedAddress('http://127.0.0.1/', ['127.0.0.1'])).toBe(false);
    expect(isAllowedAddress('http://[::1]/', ['::1'])).toBe(false);
    expect(isAllowedAddress('http://localhost/', ['localhost'])).toBe(false);
  });
});
