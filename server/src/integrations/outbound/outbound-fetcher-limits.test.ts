import { describe, expect, it } from 'vitest';
import {
  fetcherTestKit,
  endless,
  html,
  refusal,
  silent,
  startLocalSite,
  text,
} from './local-site.test-support';

// What the fetcher takes from a reachable site: sizes, times, statuses, types (addresses: outbound-fetcher.test.ts).
const { fetcher, site } = fetcherTestKit();

describe('sizes', () => {
  const fiftyMegabytes = 50 * 1024 * 1024;

  it('a 50 MB body declared by its content-length is refused without reading it', async () => {
    const body = endless(fiftyMegabytes, true);
    const hotel = await site({ '/': body.handler });
    const { reason, ms } = await refusal(fetcher([hotel.host]).fetch(hotel.url('/'), { kind: 'page' }));
    expect(reason).toBe('too-large');
    expect(ms).toBeLessThan(1_000);
    expect(await body.sent).toBeLessThan(10 * 1024 * 1024);
  });

  it('a 50 MB body without a content-length is cut off once past the 10 MB limit', async () => {
    const body = endless(fiftyMegabytes, false);
    const hotel = await site({ '/': body.handler });
    const { reason } = await refusal(fetcher([hotel.host]).fetch(hotel.url('/'), { kind: 'page' }));
    expect(reason).toBe('too-large');
    expect(await body.sent).toBeLessThan(20 * 1024 * 1024);
  });

  it('a body of exactly the limit is taken, one byte more is not', async () => {
    const hotel = await site({ '/': html('x'.repeat(1000)) });
    const pages = fetcher([hotel.host]);
    expect((await pages.fetch(hotel.url('/'), { kind: 'page', maxBytes: 1000 })).body).toHaveLength(1000);
    expect((await refusal(pages.fetch(hotel.url('/'), { kind: 'page', maxBytes: 999 }))).reason).toBe(
      'too-large',
    );
  });
});

describe('a site that does not answer', () => {
  it('ends within the idle timeout when it accepts and never answers', async () => {
    const hotel = await site({ '/': silent });
    const { reason, ms } = await refusal(
      fetcher([hotel.host], { idleMs: 300 }).fetch(hotel.url('/'), { kind: 'page' }),
    );
    expect(reason).toBe('unreachable');
    expect(ms).toBeGreaterThanOrEqual(250);
    expect(ms).toBeLessThan(1_500);
  });

  it('ends at the total timeout when it trickles', async () => {
    const hotel = await site({
      '/': (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        const drip = setInterval(() => response.write('.'), 100);
        response.on('close', () => clearInterval(drip));
      },
    });
    const fetching = fetcher([hotel.host], { idleMs: 300, totalMs: 800 });
    const { reason, message, ms } = await refusal(fetching.fetch(hotel.url('/'), { kind: 'page' }));
    expect([reason, message]).toEqual(['unreachable', `timed out: ${hotel.host}/`]);
    expect(ms).toBeLessThan(2_000);
  });

  it('is unreachable when nothing listens or the name does not resolve', async () => {
    const gone = await startLocalSite();
    await gone.close();
    expect((await refusal(fetcher([gone.host]).fetch(gone.url('/'), { kind: 'page' }))).reason).toBe(
      'unreachable',
    );
    const unknown = 'http://no-such-hotel.invalid/';
    expect((await refusal(fetcher([]).fetch(unknown, { kind: 'page' }))).reason).toBe('unreachable');
  });

  it('ends as aborted when the caller stops it', async () => {
    const hotel = await site({ '/': silent });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const fetching = fetcher([hotel.host]).fetch(hotel.url('/'), { kind: 'page', signal: controller.signal });
    const { reason, ms } = await refusal(fetching);
    expect(reason).toBe('aborted');
    expect(ms).toBeLessThan(1_000);
  });
});

describe('answers that are not what was asked for', () => {
  it.each([404, 500, 503])('status %i is an http-error with its status', async (status) => {
    const hotel = await site({ '/': text('no', status) });
    const { reason, status: given } = await refusal(
      fetcher([hotel.host]).fetch(hotel.url('/'), { kind: 'page' }),
    );
    expect([reason, given]).toEqual(['http-error', status]);
  });

  it('a PDF where a page was expected, or a page where a photo was', async () => {
    const hotel = await site({
      '/menu.pdf': (_request, response) =>
        response.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF'),
      '/photo.jpg': html('<p>login</p>'),
    });
    const fetching = fetcher([hotel.host]);
    const pdf = await refusal(fetching.fetch(hotel.url('/menu.pdf'), { kind: 'page' }));
    expect([pdf.reason, pdf.message]).toEqual(['wrong-type', `not an HTML page: ${hotel.host}/menu.pdf`]);
    expect((await refusal(fetching.fetch(hotel.url('/photo.jpg'), { kind: 'photo' }))).reason).toBe(
      'wrong-type',
    );
  });
});
