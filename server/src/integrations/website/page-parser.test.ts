import { afterAll, describe, expect, it } from 'vitest';
import { PageNotParsed, PageParser } from './page-parser';

const hotelPage = (name: string) =>
  `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify({
    '@type': 'Hotel',
    name,
  })}</script></head><body></body></html>`;

/** Nested links and bold text, 2 MB: parse5 takes over a second on it (the most hostile page we found). */
const slowPage = `<!doctype html><html><body>${'<a><b>'.repeat(330_000)}</body></html>`;

describe('the page parser (a worker thread)', () => {
  const parser = new PageParser({ timeLimitMs: 500 });
  afterAll(() => parser.close());

  it('reads a page in its worker and keeps that worker for the next page', async () => {
    expect((await parser.read(hotelPage('Hotel Eins'), 'https://eins.example/')).hotels).toMatchObject([
      { name: 'Hotel Eins', source: 'json-ld' },
    ]);
    const reading = await parser.read(hotelPage('Hotel Zwei'), 'https://zwei.example/');
    expect(reading.hotels.map((hotel) => hotel.name)).toEqual(['Hotel Zwei']);
    expect(parser.workersStarted).toBe(1);
  });

  it('gives up on a page over the time limit, ends its worker, and reads the next page in a new one', async () => {
    const before = parser.workersStarted;
    const given = await parser.read(slowPage, 'https://langsam.example/').catch((error: unknown) => error);
    expect(given).toBeInstanceOf(PageNotParsed);
    expect(given).toMatchObject({ reason: 'time-limit' });
    const reading = await parser.read(hotelPage('Hotel Danach'), 'https://danach.example/');
    expect(reading.hotels.map((hotel) => hotel.name)).toEqual(['Hotel Danach']);
    expect(parser.workersStarted).toBe(before + 1);
  });

  it('reads pages handed to it at once one after another, each with its own answer', async () => {
    const names = ['Alpha', 'Beta', 'Gamma', 'Delta'];
    const readings = await Promise.all(
      names.map((name) => parser.read(hotelPage(name), `https://${name.toLowerCase()}.example/`)),
    );
    expect(readings.map((reading) => reading.hotels[0]?.name)).toEqual(names);
  });
});
