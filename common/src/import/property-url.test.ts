import { describe, expect, it } from 'vitest';
import { checkPropertyUrl, propertyUrlMaxLength } from './property-url';
import { importTexts } from './texts';

const property = 'https://www.booking.com/hotel/ch/art-house-basel.en-gb.html';
const accepted = (url: string) => ({ ok: true, url });
const refused = { ok: false, message: importTexts.invalidUrl };

describe('a missing address', () => {
  it.each([undefined, null, 42, {}, ['https://www.booking.com/hotel/ch/x.html'], '', '   ', '\n\t'])(
    'asks for an address when given %j',
    (input) => {
      expect(checkPropertyUrl(input)).toEqual({ ok: false, message: importTexts.missingUrl });
    },
  );
});

describe('a property page on booking.com', () => {
  it('is taken as it is', () => {
    expect(checkPropertyUrl(property)).toEqual(accepted(property));
  });

  it('is taken with the spaces around it trimmed', () => {
    expect(checkPropertyUrl(`  ${property}  `)).toEqual(accepted(property));
  });

  it('is taken without www. and on other booking.com subdomains', () => {
    expect(checkPropertyUrl('https://booking.com/hotel/ch/art-house-basel.html')).toEqual(
      accepted('https://booking.com/hotel/ch/art-house-basel.html'),
    );
    expect(checkPropertyUrl('https://m.booking.com/hotel/ch/art-house-basel.html')).toEqual(
      accepted('https://m.booking.com/hotel/ch/art-house-basel.html'),
    );
  });

  it('is taken when typed without a scheme, as https', () => {
    expect(checkPropertyUrl('www.booking.com/hotel/ch/art-house-basel.en-gb.html')).toEqual(
      accepted(property),
    );
    expect(checkPropertyUrl('booking.com/hotel/ch/art-house-basel.html')).toEqual(
      accepted('https://booking.com/hotel/ch/art-house-basel.html'),
    );
  });

  it('is upgraded from http to https', () => {
    expect(checkPropertyUrl('http://www.booking.com/hotel/ch/art-house-basel.en-gb.html')).toEqual(
      accepted(property),
    );
  });

  it('loses its query (dates, tracking) and its hash', () => {
    expect(
      checkPropertyUrl(
        `${property}?aid=304142&label=gen173nr&checkin=2026-05-01&checkout=2026-05-03&group_adults=2#hotelTmpl`,
      ),
    ).toEqual(accepted(property));
  });

  it('is taken with the host in capitals or with a trailing dot, given in lowercase without the dot', () => {
    expect(checkPropertyUrl('HTTPS://WWW.BOOKING.COM/hotel/ch/art-house-basel.en-gb.html')).toEqual(
      accepted(property),
    );
    expect(checkPropertyUrl('https://www.booking.com./hotel/ch/art-house-basel.en-gb.html')).toEqual(
      accepted(property),
    );
  });

  it('is taken with an explicit default port, which URL() normalises away (:443 on https, :80 on http)', () => {
    expect(checkPropertyUrl('https://www.booking.com:443/hotel/ch/art-house-basel.en-gb.html')).toEqual(
      accepted(property),
    );
    expect(checkPropertyUrl('http://www.booking.com:80/hotel/ch/art-house-basel.en-gb.html')).toEqual(
      accepted(property),
    );
  });

  it('has dot segments resolved as a browser would: one that stays on the property page is taken resolved', () => {
    expect(checkPropertyUrl('https://www.booking.com/hotel/ch/../ch/art-house-basel.en-gb.html')).toEqual(
      accepted(property),
    );
    expect(checkPropertyUrl('https://www.booking.com/hotel/ch/%2e%2e/ch/art-house-basel.en-gb.html')).toEqual(
      accepted(property),
    );
  });
});

describe('refused as not a booking.com property page', () => {
  it.each([
    ['another site', 'https://www.expedia.com/hotel/ch/art-house-basel.html'],
    ['a host ending in the name after a dot', 'https://booking.com.evil.net/hotel/ch/art-house-basel.html'],
    ['a host ending in the name without a dot', 'https://evilbooking.com/hotel/ch/art-house-basel.html'],
    ['a host containing the name', 'https://www.booking.company.example/hotel/ch/art-house-basel.html'],
    ['a punycode look-alike (bookíng.com)', 'https://www.xn--bookng-n0a.com/hotel/ch/art-house-basel.html'],
    ['a Cyrillic look-alike (bооking.com)', 'https://www.bооking.com/hotel/ch/art-house-basel.html'],
    ['an encoded dot in the host', 'https://www.booking.com%2eevil.net/hotel/ch/art-house-basel.html'],
    ['an IP address', 'https://127.0.0.1/hotel/ch/art-house-basel.html'],
    ['the search results', 'https://www.booking.com/searchresults.html?ss=Basel'],
    ['the start page', 'https://www.booking.com/'],
    ['/hotel/ alone', 'https://www.booking.com/hotel/'],
    ['a country without a property', 'https://www.booking.com/hotel/ch'],
    ['a country with a slash but no property', 'https://www.booking.com/hotel/ch/'],
    [
      '/hotel/ only in the query',
      'https://www.booking.com/searchresults.html?next=/hotel/ch/art-house-basel.html',
    ],
    ['/hotel/ only in the hash', 'https://www.booking.com/index.html#/hotel/ch/art-house-basel.html'],
    [
      '/hotel/ further down another page',
      'https://www.booking.com/searchresults.html/hotel/ch/art-house-basel.html',
    ],
    ['an empty first segment', 'https://www.booking.com//hotel/ch/art-house-basel.html'],
  ])('%s', (_, input) => {
    expect(checkPropertyUrl(input)).toEqual(refused);
  });

  it.each([
    ['a user name and password', 'https://user:pw@www.booking.com/hotel/ch/art-house-basel.html'],
    ['a user name only', 'https://user@www.booking.com/hotel/ch/art-house-basel.html'],
    [
      'booking.com as the user of another host',
      'https://www.booking.com@evil.net/hotel/ch/art-house-basel.html',
    ],
    ['credentials typed without a scheme', 'www.booking.com:pw@evil.net/hotel/ch/art-house-basel.html'],
  ])('with credentials: %s', (_, input) => {
    expect(checkPropertyUrl(input)).toEqual(refused);
  });

  it.each([
    ['8443 on https', 'https://www.booking.com:8443/hotel/ch/art-house-basel.html'],
    ['8080 on http', 'http://www.booking.com:8080/hotel/ch/art-house-basel.html'],
    ['443 on http (not its default)', 'http://www.booking.com:443/hotel/ch/art-house-basel.html'],
    [
      'a port typed without a scheme (read as a scheme)',
      'www.booking.com:8443/hotel/ch/art-house-basel.html',
    ],
  ])('with a port other than the default: %s', (_, input) => {
    expect(checkPropertyUrl(input)).toEqual(refused);
  });

  it.each([
    ['javascript:', 'javascript:alert(document.cookie)//www.booking.com/hotel/ch/x.html'],
    ['ftp:', 'ftp://www.booking.com/hotel/ch/art-house-basel.html'],
    ['data:', 'data:text/html,<a href="https://www.booking.com/hotel/ch/x.html">x</a>'],
    ['file:', 'file:///www.booking.com/hotel/ch/art-house-basel.html'],
    ['ws:', 'ws://www.booking.com/hotel/ch/art-house-basel.html'],
  ])('with the scheme %s', (_, input) => {
    expect(checkPropertyUrl(input)).toEqual(refused);
  });

  it.each([
    ['an encoded slash', 'https://www.booking.com/hotel%2Fch%2Fart-house-basel.html'],
    ['an encoded slash after /hotel/', 'https://www.booking.com/hotel/ch%2Fart-house-basel.html'],
    ['an encoded backslash', 'https://www.booking.com/hotel/ch%5Cart-house-basel.html'],
    ['an encoded dot inside a segment', 'https://www.booking.com/hotel/ch/art-house-basel%2Een-gb.html'],
    ['%2e%2e climbing out of /hotel/', 'https://www.booking.com/hotel/ch/%2e%2e/%2e%2e/searchresults.html'],
    ['/../ climbing out of /hotel/', 'https://www.booking.com/hotel/ch/x/../../../searchresults.html'],
    ['/../ down to /hotel/ alone', 'https://www.booking.com/hotel/ch/..'],
  ])('with %s in the path', (_, input) => {
    expect(checkPropertyUrl(input)).toEqual(refused);
  });

  it.each([
    ['NUL', '\u0000'],
    ['a line break', '\n'],
    ['a tab', '\t'],
    ['a carriage return', '\r'],
    ['an escape', '\u001b'],
    ['DEL', '\u007f'],
  ])('with %s inside the address', (_, character) => {
    expect(checkPropertyUrl(`https://www.booking.com/hotel/ch/art-house${character}-basel.html`)).toEqual(
      refused,
    );
    expect(checkPropertyUrl(`https://www.booking${character}.com/hotel/ch/art-house-basel.html`)).toEqual(
      refused,
    );
  });

  it('when longer than the limit, e.g. 5,000 characters', () => {
    const long = `${property}?label=${'a'.repeat(5_000 - property.length - 7)}`;
    expect(long).toHaveLength(5_000);
    expect(checkPropertyUrl(long)).toEqual(refused);
    const atLimit = `${property}?label=${'a'.repeat(propertyUrlMaxLength - property.length - 7)}`;
    expect(checkPropertyUrl(atLimit)).toEqual(accepted(property));
  });

  it('when it cannot be read as an address at all', () => {
    expect(checkPropertyUrl('https://')).toEqual(refused);
    expect(checkPropertyUrl('https://www.booking .com/hotel/ch/x.html')).toEqual(refused);
    expect(checkPropertyUrl('art house basel')).toEqual(refused);
  });
});
