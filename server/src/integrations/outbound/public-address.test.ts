import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address';

describe('IPv4', () => {
  it.each([
    ['unspecified', '0.0.0.0'],
    ['this network', '0.1.2.3'],
    ['private 10/8', '10.1.2.3'],
    ['carrier-grade NAT, first', '100.64.0.1'],
    ['carrier-grade NAT, last', '100.127.255.255'],
    ['loopback', '127.0.0.1'],
    ['loopback, elsewhere in 127/8', '127.255.255.254'],
    ['link-local (cloud metadata)', '169.254.169.254'],
    ['private 172.16/12, first', '172.16.0.1'],
    ['private 172.16/12, last', '172.31.255.255'],
    ['IETF protocol assignments', '192.0.0.1'],
    ['documentation 192.0.2/24', '192.0.2.1'],
    ['private 192.168/16', '192.168.1.1'],
    ['benchmarking 198.18/15', '198.19.255.255'],
    ['documentation 198.51.100/24', '198.51.100.7'],
    ['documentation 203.0.113/24', '203.0.113.9'],
    ['multicast', '224.0.0.1'],
    ['multicast, SSDP', '239.255.255.250'],
    ['reserved', '240.0.0.1'],
    ['broadcast', '255.255.255.255'],
  ])('%s (%s) is not public', (_, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.215.14',
    '100.63.255.255',
    '100.128.0.0',
    '172.15.255.255',
    '172.32.0.0',
    '192.169.0.1',
    '198.17.255.255',
    '198.20.0.0',
    '223.255.255.255',
  ])('%s is public (also just outside the blocked ranges)', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('IPv6', () => {
  it.each([
    ['unspecified', '::'],
    ['loopback', '::1'],
    ['loopback, written out', '0:0:0:0:0:0:0:1'],
    ['unique local fc00::/7', 'fc00::1'],
    ['unique local fd00::/8', 'fd12:3456:789a::1'],
    ['link-local', 'fe80::1'],
    ['link-local, last of fe80::/10', 'febf:ffff::1'],
    ['link-local with a zone', 'fe80::1%lo'],
    ['multicast', 'ff02::1'],
    ['documentation', '2001:db8::1'],
    ['NAT64 of loopback', '64:ff9b::7f00:1'],
    ['NAT64 local use', '64:ff9b:1::7f00:1'],
    ['IPv4-compatible loopback', '::127.0.0.1'],
    ['IPv4-compatible, hex', '::7f00:1'],
    ['IPv4-compatible, even of a public address', '::8.8.8.8'],
    ['6to4 of loopback', '2002:7f00:1::'],
    ['6to4 of a private address', '2002:a00:1::1'],
    ['Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    ['benchmarking', '2001:2::1'],
    ['discard-only', '100::1'],
    ['loopback in capitals', '0:0:0:0:0:0:0:1'.toUpperCase()],
    ['unique local in capitals', 'FD00::1'],
  ])('%s (%s) is not public', (_, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['2001:4860:4860::8888', '2606:4700:4700::1111', '2a00:1450:4001:82b::200e'])(
    '%s is public',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('IPv4-mapped IPv6, judged by the IPv4 address it carries', () => {
  it.each([
    ['loopback, dotted', '::ffff:127.0.0.1'],
    ['private, dotted in capitals', '::FFFF:10.0.0.1'],
    // The form URL() gives for [::ffff:127.0.0.1], so the form a photo address's host arrives in.
    ['loopback, hex as URL() writes it', '::ffff:7f00:1'],
    ['loopback, hex written out', '0:0:0:0:0:ffff:7f00:0001'],
    ['cloud metadata, hex', '::ffff:a9fe:a9fe'],
    ['private 192.168, hex', '::ffff:c0a8:101'],
  ])('%s (%s) is not public', (_, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it('is URL() writing a mapped literal in hex, the form checked above', () => {
    expect(new URL('https://[::ffff:127.0.0.1]/').hostname).toBe('[::ffff:7f00:1]');
  });

  it.each(['::ffff:8.8.8.8', '::ffff:808:808'])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('anything that is not an IP address', () => {
  it.each([
    '',
    'localhost',
    'cf.bstatic.com',
    '[::1]',
    '127.1',
    '2130706433',
    '0x7f.0.0.1',
    '127.0.0.1:80',
    ' 127.0.0.1',
    '::ffff:999.0.0.1',
    '1.2.3.4.5',
  ])('%j is not taken as public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});
