import { describe, expect, it } from 'vitest';
import {
  fetcherTestKit,
  html,
  redirect,
  refusal,
  silent,
  text,
  type LocalSite,
} from './local-site.test-support';
import { SiteFetcher } from './site-fetcher';

const { opened, site } = fetcherTestKit();

const fetcher = (hotel: LocalSite, idleMs = 2_000) =>
  opened(new SiteFetcher([hotel.host], { totalMs: 5_000, idleMs }));

const pages = { '/': html('home'), '/rooms': html('rooms'), '/private/offers': html('offers') };

describe('a robots.txt with rules', () => {
  it('refuses a disallowed page with reason robots, without asking for it, and fetches an allowed one', async () => {
    const hotel = await site({ ...pages, '/robots.txt': text('User-agent: *\nDisallow: /private/\n') });
    const sites = fetcher(hotel);
    expect((await sites.fetchPage(hotel.url('/rooms'))).body.toString()).toBe('rooms');
    const { reason, message } = await refusal(sites.fetchPage(hotel.url('/private/offers')));
    expect([reason, message]).toEqual(['robots', `disallowed by robots.txt: ${hotel.host}/private/offers`]);
    expect(hotel.requests).toEqual(['/robots.txt', '/rooms']);
  });

  it('is read once per site, also for pages asked for at once', async () => {
    const hotel = await site({ ...pages, '/robots.txt': text('User-agent: *\nAllow: /\n') });
    const sites = fetcher(hotel);
    await Promise.all(['/', '/rooms', '/'].map((path) => sites.fetchPage(hotel.url(path))));
    expect(hotel.requests.filter((path) => path === '/robots.txt')).toHaveLength(1);
  });

  it('is checked again for the target of a redirect, which is never asked', async () => {
    const hotel = await site({
      ...pages,
      '/deals': redirect('/private/offers'),
      '/robots.txt': text('User-agent: *\nDisallow: /private/\n'),
    });
    expect((await refusal(fetcher(hotel).fetchPage(hotel.url('/deals')))).reason).toBe('robots');
    expect(hotel.requests).toEqual(['/robots.txt', '/deals']);
  });

  it('follows the group for our product token over the one for everyone', async () => {
    const rules = 'User-agent: *\nAllow: /\n\nUser-agent: HotelContentStudio\nDisallow: /rooms\n';
    const hotel = await site({ ...pages, '/robots.txt': text(rules) });
    const sites = fetcher(hotel);
    expect((await refusal(sites.fetchPage(hotel.url('/rooms')))).reason).toBe('robots');
    expect(await sites.robots.allows(hotel.url('/'))).toBe(true);
  });

  it('does not apply to photos, which are fetched as the pages show them', async () => {
    const hotel = await site({
      '/robots.txt': text('User-agent: *\nDisallow: /\n'),
      '/lobby.jpg': (_request, response) =>
        response.writeHead(200, { 'content-type': 'image/jpeg' }).end('jpeg'),
    });
    expect((await fetcher(hotel).fetchPhoto(hotel.url('/lobby.jpg'))).toString()).toBe('jpeg');
    expect(hotel.requests).toEqual(['/lobby.jpg']);
  });

  it('is read up to 500 KB of a longer file', async () => {
    const long = `User-agent: *\nDisallow: /private/\n${'# padding\n'.repeat(60_000)}Disallow: /rooms\n`;
    const hotel = await site({ ...pages, '/robots.txt': text(long) });
    const sites = fetcher(hotel);
    expect((await refusal(sites.fetchPage(hotel.url('/private/offers')))).reason).toBe('robots');
    expect((await sites.fetchPage(hotel.url('/rooms'))).body.toString()).toBe('rooms');
  });
});

describe('no usable robots.txt', () => {
  it('404: every page is allowed', async () => {
    const hotel = await site(pages);
    expect((await fetcher(hotel).fetchPage(hotel.url('/private/offers'))).body.toString()).toBe('offers');
  });

  it('5xx: no page is allowed', async () => {
    const hotel = await site({ ...pages, '/robots.txt': text('down', 503) });
    expect((await refusal(fetcher(hotel).fetchPage(hotel.url('/')))).reason).toBe('robots');
    expect(hotel.requests).toEqual(['/robots.txt']);
  });

  it('unreachable (never answers): pages are allowed and fetched on their own terms', async () => {
    const hotel = await site({ ...pages, '/robots.txt': silent });
    expect((await fetcher(hotel, 300).fetchPage(hotel.url('/rooms'))).body.toString()).toBe('rooms');
  });
});

it('refuses a site on a private address that is not allowed, robots.txt included', async () => {
  const hotel = await site(pages);
  const elsewhere = await site(pages);
  expect((await refusal(fetcher(hotel).fetchPage(elsewhere.url('/')))).reason).toBe('not-public');
  expect(elsewhere.requests).toEqual([]);
});
