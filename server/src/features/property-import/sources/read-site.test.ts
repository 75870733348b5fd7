import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { websiteImportTexts } from '@common/import/website-texts';
import type { AppContext } from '../../../http/context';
import { ImportFailure } from '../../../integrations/booking/import-failure';
import { PageParser } from '../../../integrations/website/page-parser';
import { readSite } from './read-site';

/** How the website import parses a site (issue 30): off the server's thread, within its limits. */
const pageMaxChars = 2_000_000;
const siteMaxChars = 20_000_000;
const origin = 'https://haus.example';
const script = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
const hotel = script({ '@type': 'Hotel', name: 'Haus am See', image: `${origin}/photos/haus.jpg` });
const room = (name: string) => script({ '@type': 'HotelRoom', name });
/** Cheap to parse (a comment), so a test of the size limits parses megabytes quickly. */
const filler = (chars: number) => `<!--${'x'.repeat(Math.max(0, chars - 7))}-->`;
/** Nested links and bold text: parse5 takes about a second on these 1.2 MB (the most hostile markup we found). */
const convoluted = '<a><b>'.repeat(200_000);

const page = (head: string, body: string) =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const roomLinks = (count: number) =>
  Array.from({ length: count }, (_, index) => `<a href="/zimmer-${index + 1}.html">Zimmer</a>`).join('');

/** A site whose pages are `pages` (path to HTML), fetched at once; records what was asked for. */
function siteOf(pages: Record<string, string>) {
  const fetched: string[] = [];
  const fetcher = {
    fetchPage: (url: string) => {
      const path = new URL(url).pathname;
      fetched.push(path);
      const html = pages[path];
      if (html === undefined) throw new Error(`no page ${path}`);
      return Promise.resolve({
        body: Buffer.from(html),
        finalUrl: url,
        contentType: 'text/html; charset=utf-8',
        status: 200,
      });
    },
  };
  return { fetcher, fetched };
}

const quietLog = () => ({ info: vi.fn(), warn: vi.fn() });

function read(pages: Record<string, string>, parser: PageParser, log = quietLog()) {
  const { fetcher } = siteOf(pages);
  return readSite(`${origin}/`, {
    fetcher,
    parser,
    signal: new AbortController().signal,
    budget: new AbortController().signal,
    log: log as unknown as AppContext['log'],
    onProgress: () => undefined,
  });
}

const roomNames = (findings: Awaited<ReturnType<typeof readSite>>) =>
  findings.rooms.map((found) => found.name);

describe('reading a site in the page parser', () => {
  // A generous time limit: these tests are about where and how much is parsed, not about time.
  const parser = new PageParser({ timeLimitMs: 60_000 });
  afterAll(() => parser.close());

  it('keeps the server thread answering while a page that takes over a second to parse is read', async () => {
    const heavy = page(hotel, convoluted).slice(0, pageMaxChars - 20) + room('Zimmer Ende');
    const delay = monitorEventLoopDelay({ resolution: 10 });
    let ticks = 0;
    const ticking = setInterval(() => ticks++, 10);
    delay.enable();
    const started = performance.now();
    const findings = await read({ '/': heavy }, parser);
    const elapsedMs = performance.now() - started;
    delay.disable();
    clearInterval(ticking);
    // The page was read in full (its hotel and the room at its very end), and it is a page that takes long:
    // had it been parsed on this thread, this thread would have stood still longer than the bound below.
    expect(findings.name).toBe('Haus am See');
    expect(roomNames(findings)).toEqual(['Zimmer Ende']);
    expect(elapsedMs).toBeGreaterThan(300);
    expect(delay.max / 1e6).toBeLessThan(200);
    expect(ticks).toBeGreaterThan(elapsedMs / 10 / 4);
  });

  it('parses 2 MB of a page: what comes after is left unparsed', async () => {
    const front = `<!doctype html><html><head>${hotel}</head><body>${room('Vorne')}`;
    const html = `${front}${filler(pageMaxChars - front.length - 200)}${filler(400)}${room('Hinten')}</body></html>`;
    expect(html.indexOf('Hinten')).toBeGreaterThan(pageMaxChars);
    const findings = await read({ '/': html }, parser);
    expect(roomNames(findings)).toEqual(['Vorne']);
  });

  it('parses 20 MB of a site in all: later pages are left out and the import goes on with what it has', async () => {
    const first = page(hotel, roomLinks(19));
    const linked = (index: number) => page('', filler(1_900_000) + room(`Zimmer ${index}`));
    const pages: Record<string, string> = { '/': first };
    for (let index = 1; index <= 19; index++) pages[`/zimmer-${index}.html`] = linked(index);
    const log = quietLog();
    const findings = await read(pages, parser, log);
    // Whole pages while the 20 MB last; the next one is cut before its room; the rest are not parsed at all.
    const wholePages = Math.floor((siteMaxChars - first.length) / linked(10).length);
    expect(wholePages).toBe(10);
    expect(findings.name).toBe('Haus am See');
    expect(findings.rooms).toHaveLength(wholePages);
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ page: expect.stringContaining('/zimmer-') }),
      'a linked page was left out: the import has parsed the 20 MB it may',
    );
  });
});

describe('a page the parser gives up on', () => {
  const parser = new PageParser({ timeLimitMs: 500 });
  afterAll(() => parser.close());

  it('is left out when it is a linked page; the pages around it are read', async () => {
    const log = quietLog();
    const findings = await read(
      {
        '/': page(hotel, roomLinks(3)),
        '/zimmer-1.html': page(room('Zimmer Eins'), ''),
        '/zimmer-2.html': page(room('Zimmer Zwei'), convoluted),
        '/zimmer-3.html': page(room('Zimmer Drei'), ''),
      },
      parser,
      log,
    );
    expect(roomNames(findings).sort()).toEqual(['Zimmer Drei', 'Zimmer Eins']);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ page: `${origin}/zimmer-2.html`, reason: 'time-limit' }),
      'a linked page was left out: the parser gave up on it',
    );
  });

  it('fails the import as too large to read when it is the entered page', async () => {
    const failure = await read({ '/': page(hotel, convoluted) }, parser).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ImportFailure);
    expect(failure).toMatchObject({ message: websiteImportTexts.tooLarge });
  });
});
