import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { combineSite, foundNote } from './combine-site';
import { readPage } from './read-page';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const pageAt = (url: string, html: string) => ({ url, reading: readPage(html, url) });

describe('a site without structured data', () => {
  it('takes name and description from the entered page’s preview tags and its large images', () => {
    const findings = combineSite([pageAt('https://villarosa-lucca.it/', fixture('open-graph-only.html'))]);
    expect(findings).toMatchObject({
      name: 'Villa Rosa · Boutique B&B in Lucca',
      description: 'Five rooms in a 19th-century villa, ten minutes from the old town.',
      rooms: [],
      hotelLike: true,
      photosLeftOut: 0,
    });
    expect(findings.photos.map((photo) => photo.url)).toEqual([
      'https://villarosa-lucca.it/wp-content/uploads/facade.jpg',
      'https://villarosa-lucca.it/wp-content/uploads/garden-2048.webp',
      'https://villarosa-lucca.it/wp-content/uploads/room-blu-1200x800.jpg',
      'https://villarosa-lucca.it/wp-content/uploads/terrace.jpg?w=1600',
      'https://villarosa-lucca.it/wp-content/uploads/breakfast@2x.jpg',
      'https://villarosa-lucca.it/wp-content/uploads/pool.jpg',
    ]);
    expect(foundNote(findings.found)).toBe("6 photos from the page, details from the page's preview tags");
  });

  it('finds nothing hotel-like on a blog, or in a preview title without any image', () => {
    const blog = combineSite([pageAt('https://travelnotes.example/lisbon', fixture('blog.html'))]);
    expect(blog).toMatchObject({ name: null, photos: [], hotelLike: false });
    expect(foundNote(blog.found)).toBe('no hotel details');
    const titleOnly = combineSite([
      pageAt('https://a.example/', '<meta property="og:title" content="Welcome">'),
    ]);
    expect(titleOnly).toMatchObject({ name: 'Welcome', hotelLike: false });
  });

  it('finds nothing in no pages at all', () => {
    expect(combineSite([])).toMatchObject({ name: null, hotelLike: false, photos: [], photosLeftOut: 0 });
  });
});
