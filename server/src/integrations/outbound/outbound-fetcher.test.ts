import { describe, expect, it } from 'vitest';
import { userAgent } from './fetch-kinds';
import { fetcherTestKit, html, redirect, refusal } from './local-site.test-support';

// Which addresses the fetcher reaches, first and after redirects (limits: outbound-fetcher-limits.test.ts).
const { fetcher, site } = fetcherTestKit();

describe('a host named exactly', () => {
  it('gives the body, its type, status and final address, naming the product as user agent', async () => {
    const hotel = await site({ '/': redirect('/home'), '/home': html('<h1>Hotel</h1>') });
    const page = await fetcher([hotel.host]).fetch(hotel.url('/'), { kind: 'page' });
    expect(page.body.toString()).toBe('<h1>Hotel</h1>');
    expect(page).toMatchObject({ status: 200, contentType: 'text/html', finalUrl: hotel.url('/home') });
    expect(hotel.lastUserAgent).toBe(userAgent);
  });
});

describe('refused before any request', () => {
  it.each(['file:///etc/passwd', 'ftp://127.0.0.1/x', 'gopher://127.0.0.1/', 'data:text/html,hi'])(
    '%s: a scheme other than http(s)',
    async (address) => {
      const { reason, message } = await refusal(fetcher([]).fetch(address, { kind: 'page' }));
      expect(reason).toBe('not-public');
      expect(message).toMatch(/^scheme not allowed/);
    },
  );

  it('a loopback address that is not on the list', async () => {
    const hotel = await site({ '/': html('hi') });
    const { reason, message } = await refusal(fetcher([]).fetch(hotel.url('/'), { kind: 'page' }));
    expect([reason, message]).toEqual(['not-public', 'private address']);
    expect(hotel.requests).toEqual([]);
  });

  it('a name that resolves to a private address (localhost), checked by the connection', async () => {
    const hotel = await site({ '/': html('hi') });
    const address = `http://localhost:${hotel.port}/`;
    const { reason, message } = await refusal(fetcher([hotel.host]).fetch(address, { kind: 'page' }));
    expect([reason, message]).toEqual(['not-public', 'private address for localhost']);
    expect(hotel.requests).toEqual([]);
  });

  it('credentials in the address, and something that is not an address', async () => {
    const hotel = await site({ '/': html('hi') });
    const withCredentials = hotel.url('/').replace('http://', 'http://user:secret@');
    expect((await refusal(fetcher([hotel.host]).fetch(withCredentials, { kind: 'page' }))).reason).toBe(
      'invalid-url',
    );
    expect((await refusal(fetcher([hotel.host]).fetch('hotel', { kind: 'page' }))).reason).toBe(
      'invalid-url',
    );
    expect(hotel.requests).toEqual([]);
  });

  it('without anyPublicHost, a public host that is not on the list', async () => {
    const { reason } = await refusal(fetcher([], {}, false).fetch('https://example.com/', { kind: 'page' }));
    expect(reason).toBe('not-allowed');
  });
});

describe('redirects', () => {
  it.each([
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data/', 'private address'],
    ['an IPv6 loopback', 'http://[::1]/', 'private address'],
  ])('to %s are refused', async (_, location, expected) => {
    const hotel = await site({ '/': redirect(location) });
    const { reason, message } = await refusal(fetcher([hotel.host]).fetch(hotel.url('/'), { kind: 'page' }));
    expect([reason, message]).toEqual(['not-public', expected]);
  });

  it('to another local port, or a local name, not on the list are refused, and it is never asked', async () => {
    const inside = await site({ '/admin': html('secret') });
    const hotel = await site({
      '/by-address': redirect(inside.url('/admin')),
      '/by-name': redirect(`http://localhost:${inside.port}/admin`),
    });
    const fetching = fetcher([hotel.host]);
    const byAddress = await refusal(fetching.fetch(hotel.url('/by-address'), { kind: 'page' }));
    expect([byAddress.reason, byAddress.message]).toEqual(['not-public', 'private address']);
    const byName = await refusal(fetching.fetch(hotel.url('/by-name'), { kind: 'page' }));
    expect([byName.reason, byName.message]).toEqual(['not-public', 'private address for localhost']);
    expect(inside.requests).toEqual([]);
  });

  it('are followed five times for a page, and refused at the sixth', async () => {
    const chain = Object.fromEntries(
      Array.from({ length: 5 }, (_, hop) => [`/${hop}`, redirect(`/${hop + 1}`)]),
    );
    const hotel = await site({ ...chain, '/5': redirect('/end'), '/end': html('the end') });
    const pages = fetcher([hotel.host]);
    expect((await pages.fetch(hotel.url('/1'), { kind: 'page' })).body.toString()).toBe('the end');
    hotel.requests.length = 0;
    const { reason } = await refusal(pages.fetch(hotel.url('/0'), { kind: 'page' }));
    expect(reason).toBe('too-many-redirects');
    expect(hotel.requests).toEqual(['/0', '/1', '/2', '/3', '/4', '/5']);
  });
});
