import { describe, expect, it } from 'vitest';
import { matchAllowedHost } from './allowed-hosts';

const match = (address: string, allowed: readonly string[]) => matchAllowedHost(new URL(address), allowed);

describe('an entry naming a host exactly', () => {
  it('matches that host, exactly, in any case and with a trailing dot', () => {
    expect(match('https://cf.bstatic.com/x.jpg', ['cf.bstatic.com'])).toBe('exact');
    expect(match('https://CF.BStatic.COM/x.jpg', ['cf.bstatic.com'])).toBe('exact');
    expect(match('https://cf.bstatic.com./x.jpg', ['cf.bstatic.com'])).toBe('exact');
  });

  it('does not match a subdomain, a parent or a look-alike', () => {
    for (const address of [
      'https://a.cf.bstatic.com/x.jpg',
      'https://bstatic.com/x.jpg',
      'https://cf.bstatic.com.evil.net/x.jpg',
      'https://evilcf.bstatic.com/x.jpg',
      'https://cf-bstatic.com/x.jpg',
    ]) {
      expect(match(address, ['cf.bstatic.com'])).toBeNull();
    }
  });

  it('matches an IP address with its port, as the fake image host is named', () => {
    expect(match('http://127.0.0.1:4100/x.jpg', ['127.0.0.1:4100'])).toBe('exact');
    expect(match('http://127.0.0.1:4101/x.jpg', ['127.0.0.1:4100'])).toBeNull();
    expect(match('http://127.0.0.1/x.jpg', ['127.0.0.1:4100'])).toBeNull();
    expect(match('http://localhost:4100/x.jpg', ['127.0.0.1:4100'])).toBeNull();
  });
});

describe('ports', () => {
  it('must match: an entry without a port allows only the default port', () => {
    expect(match('https://cf.bstatic.com:8443/x.jpg', ['cf.bstatic.com'])).toBeNull();
    expect(match('https://a.bstatic.com:8443/x.jpg', ['*.bstatic.com'])).toBeNull();
    expect(match('https://cf.bstatic.com:8443/x.jpg', ['cf.bstatic.com:8443'])).toBe('exact');
    expect(match('https://cf.bstatic.com/x.jpg', ['cf.bstatic.com:8443'])).toBeNull();
  });

  it('counts an explicit default port as no port, since URL() drops it', () => {
    expect(match('https://cf.bstatic.com:443/x.jpg', ['cf.bstatic.com'])).toBe('exact');
    expect(match('http://cf.bstatic.com:80/x.jpg', ['cf.bstatic.com'])).toBe('exact');
    expect(match('http://cf.bstatic.com:443/x.jpg', ['cf.bstatic.com'])).toBeNull();
  });
});

describe('a wildcard entry', () => {
  const allowed = ['*.bstatic.com'];

  it('matches any subdomain, at any depth and in any case', () => {
    expect(match('https://cf.bstatic.com/x.jpg', allowed)).toBe('wildcard');
    expect(match('https://q-xx.bstatic.com/x.jpg', allowed)).toBe('wildcard');
    expect(match('https://a.b.bstatic.com/x.jpg', allowed)).toBe('wildcard');
    expect(match('https://CF.BSTATIC.COM./x.jpg', allowed)).toBe('wildcard');
  });

  it('does not match the bare domain or look-alikes', () => {
    for (const address of [
      'https://bstatic.com/x.jpg',
      'https://bstatic.com./x.jpg',
      'https://evilbstatic.com/x.jpg',
      'https://cf.bstatic.com.evil.net/x.jpg',
      'https://cf.bstatic.co/x.jpg',
      'https://cf.bstatic.com@evil.net/x.jpg',
      'https://evil.net/cf.bstatic.com/x.jpg',
      'https://evil.net/?host=cf.bstatic.com',
    ]) {
      expect(match(address, allowed)).toBeNull();
    }
  });

  it('yields to an exact entry for the same host, whichever comes first', () => {
    expect(match('https://cf.bstatic.com/x.jpg', ['*.bstatic.com', 'cf.bstatic.com'])).toBe('exact');
    expect(match('https://cf.bstatic.com/x.jpg', ['cf.bstatic.com', '*.bstatic.com'])).toBe('exact');
    expect(match('https://q.bstatic.com/x.jpg', ['cf.bstatic.com', '*.bstatic.com'])).toBe('wildcard');
  });

  it('can match an IP literal by its last digits, which is why a wildcard match alone is never trusted', () => {
    expect(match('https://127.0.0.1/x.jpg', ['*.0.0.1'])).toBe('wildcard');
  });
});

it('matches nothing with no entries', () => {
  expect(match('https://cf.bstatic.com/x.jpg', [])).toBeNull();
});

it('does not match an IPv6 literal against host name entries', () => {
  expect(match('https://[2001:db8::1]/x.jpg', ['*.bstatic.com', 'cf.bstatic.com'])).toBeNull();
  expect(match('https://[::ffff:7f00:1]/x.jpg', ['*.0.0.1', '127.0.0.1'])).toBeNull();
});
