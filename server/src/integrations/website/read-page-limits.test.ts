import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { limits } from '@common/limits';
import { readPage, type PageReading } from './read-page';

const page = (head: string, body = '') =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const jsonLd = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
const hotelNamed = (name: string) => ({ '@context': 'https://schema.org', '@type': 'Hotel', name });

/** Every address the reading hands on, for checking they are all absolute http(s). */
const addressesIn = (reading: PageReading) => [
  ...reading.pageImages,
  ...reading.links,
  ...reading.openGraph.images,
  ...reading.imageTexts.map((entry) => entry.url),
  ...[...reading.hotels, ...reading.rooms].flatMap((thing) => thing.images),
  ...reading.hotels.flatMap((hotel) => hotel.rooms.flatMap((room) => room.images)),
];

describe('outside data that is broken or built to be slow', () => {
  it('reads the valid JSON-LD block next to a malformed one', () => {
    const reading = readPage(
      page(`<script type="application/ld+json">{"@type": "Hotel", "name": "Broken",}</script>
        ${jsonLd(hotelNamed('Hotel Krone'))}`),
      'https://krone.example/',
    );
    expect(reading.hotels.map((hotel) => hotel.name)).toEqual(['Hotel Krone']);
  });

  it('ends on @id references that point at each other', () => {
    const reading = readPage(
      page(
        jsonLd({
          '@graph': [
            { '@type': 'Hotel', '@id': '#hotel', name: 'Hotel Kreis', containsPlace: { '@id': '#room' } },
            {
              '@type': 'HotelRoom',
              '@id': '#room',
              name: 'Zimmer Kreis',
              containedInPlace: { '@id': '#hotel' },
              image: { '@id': '#hotel' },
              containsPlace: { '@id': '#room' },
            },
            { '@type': 'Hotel', '@id': '#self', name: 'Hotel Selbst', containsPlace: { '@id': '#self' } },
          ],
        }),
      ),
      'https://kreis.example/',
    );
    expect(reading.hotels.map((hotel) => [hotel.name, hotel.rooms.map((room) => room.name)])).toEqual([
      ['Hotel Kreis', ['Zimmer Kreis']],
      ['Hotel Selbst', []],
    ]);
    expect(reading.rooms).toEqual([]);
  });

  it('reads a hotel next to JSON nested far deeper than it looks, without overflowing', () => {
    const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    const nested = `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`;
    const html = page(
      `<script type="application/ld+json">${deep}</script>
       <script type="application/ld+json">{"@type":"Hotel","name":"Tief","x":${nested}}</script>
       ${jsonLd({ '@type': 'WebPage', mainEntity: { '@type': 'Resort', name: 'Resort Oben' } })}`,
      `${'<div itemscope itemtype="https://schema.org/Thing">'.repeat(20_000)}`,
    );
    expect(readPage(html, 'https://tief.example/').hotels.map((hotel) => hotel.name)).toEqual([
      'Tief',
      'Resort Oben',
    ]);
  });

  it('cuts a huge description to the limit and skips a script over 2 MB', () => {
    const long = 'Ein langer Text. '.repeat(100_000);
    const reading = readPage(
      page(
        jsonLd({ '@type': 'Hotel', name: 'Lang', description: long }) +
          jsonLd({ '@type': 'Hotel', name: 'Zu gross', description: 'x'.repeat(2_200_000) }),
      ),
      'https://lang.example/',
    );
    expect(reading.hotels.map((hotel) => hotel.name)).toEqual(['Lang']);
    expect(reading.hotels[0]!.description).toHaveLength(limits.descriptionMaxChars);
  });

  it('drops control characters and NUL from names and keeps paragraphs in descriptions', () => {
    const reading = readPage(
      page(
        jsonLd({
          '@type': 'Hotel',
          name: 'Hotel\u0000 Sonne\u001b\n Bern',
          description: 'Erster.\r\n\r\nZweiter.\u0000',
        }),
      ),
      'https://sonne.example/',
    );
    expect(reading.hotels[0]).toMatchObject({ name: 'Hotel Sonne Bern', description: 'Erster.\n\nZweiter.' });
  });

  it('reads a page with 5,000 large images quickly and keeps 200', () => {
    const images = Array.from(
      { length: 5_000 },
      (_, index) => `<img src="/photos/${index}.jpg" width="1600">`,
    );
    const started = performance.now();
    const reading = readPage(page('', images.join('\n')), 'https://gross.example/');
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(reading.pageImages).toHaveLength(200);
    expect(reading.pageImages[199]).toBe('https://gross.example/photos/199.jpg');
  });

  it('reads 5,000 nested microdata properties without taking quadratic time', () => {
    const html = page(
      '',
      `${'<div itemscope itemtype="https://schema.org/Hotel"><span itemprop="name">x'.repeat(5_000)}`,
    );
    const started = performance.now();
    readPage(html, 'https://verschachtelt.example/');
    // Most of this is parse5's own work on 10,000 open elements; the reading adds a bounded amount per item.
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('never throws and hands on only absolute http(s) addresses, whatever the page', () => {
    const attributeValue = fc.oneof(
      fc.string(),
      fc.constantFrom(
        'javascript:alert(1)',
        'data:image/png;base64,AAAA',
        '//cdn.example/a.jpg 1200w',
        'a,b 2x',
      ),
    );
    const element = fc
      .tuple(
        fc.constantFrom('img', 'a', 'meta', 'div', 'picture', 'source', 'base', 'time', 'header', 'span'),
        fc.array(
          fc.tuple(
            fc.constantFrom('src', 'srcset', 'href', 'content', 'property', 'itemprop', 'itemscope', 'width'),
            attributeValue,
          ),
          { maxLength: 4 },
        ),
        fc.string(),
      )
      .map(
        ([tag, attributes, text]) =>
          `<${tag} ${attributes.map(([name, value]) => `${name}="${value.replace(/"/g, '&quot;')}"`).join(' ')}>${text}`,
      );
    const script = fc
      .oneof(fc.json(), fc.string())
      .map((json) => `<script type="application/ld+json">${json}</script>`);
    const html = fc.oneof(
      fc.string(),
      fc.array(fc.oneof(element, script, fc.string()), { maxLength: 30 }).map((parts) => parts.join('')),
    );
    const pageUrl = fc.oneof(fc.constant('https://hotel.example/a/'), fc.webUrl(), fc.string());
    fc.assert(
      fc.property(html, pageUrl, (text, url) => {
        for (const address of addressesIn(readPage(text, url))) expect(address).toMatch(/^https?:\/\//);
      }),
      { numRuns: 300 },
    );
  });
});
