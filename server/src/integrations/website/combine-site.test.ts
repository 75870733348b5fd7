import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { combineSite, foundNote } from './combine-site';
import { readPage } from './read-page';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const jsonLd = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
const pageAt = (url: string, html: string) => ({ url, reading: readPage(html, url) });
const alpenblick = (path: string) => `https://www.alpenblick-zermatt.ch${path}`;

describe('a hotel site with structured data on several pages', () => {
  const roomsPage = pageAt(
    alpenblick('/en/rooms/'),
    jsonLd([
      {
        '@type': 'HotelRoom',
        name: 'deluxe double room',
        description: 'Twenty-eight square metres, larch wood floors.',
        image: ['/media/deluxe-double.jpg', '/media/deluxe-double-2.jpg'],
      },
      { '@type': 'HotelRoom', name: 'Family Room', image: '/media/family.jpg' },
    ]) + '<img src="/media/gallery-1-1600x1067.jpg"><img src="/media/hero-matterhorn-1920x1080.jpg">',
  );
  const galleryPage = pageAt(
    alpenblick('/en/gallery'),
    '<meta property="og:image" content="/media/og-matterhorn.jpg">' +
      jsonLd({
        '@type': 'Hotel',
        name: 'Hotel Bellevue Zermatt',
        telephone: '+41 27 000 00 00',
        image: '/media/bellevue.jpg',
        containsPlace: { '@type': 'HotelRoom', name: 'Bellevue Room' },
      }) +
      '<img src="/media/gallery-2.jpg" width="1600" alt="Sunset"><img src="/media/gallery-3.jpg?w=2000">',
  );
  const findings = combineSite([
    pageAt(alpenblick('/en/'), fixture('json-ld-hotel.html')),
    roomsPage,
    galleryPage,
  ]);

  it('takes the hotel from the entered page, not the sister hotel named on the gallery page', () => {
    expect(findings).toMatchObject({
      name: 'Hotel Alpenblick & Spa',
      address: { street: 'Oberdorfstrasse 2', city: 'Zermatt', postalCode: '3920', country: 'Switzerland' },
      telephone: '+41 27 966 26 00',
      checkinTime: '15:00',
      checkoutTime: '11:00',
      petsAllowed: true,
      numberOfRooms: 30,
      amenities: ['Free WiFi', 'Spa'],
      hotelLike: true,
    });
  });

  it('merges the rooms by name, filling the description from the rooms page', () => {
    expect(findings.rooms).toEqual([
      {
        key: 'site-room-1',
        name: 'Deluxe Double Room',
        description: 'Twenty-eight square metres, larch wood floors.',
        beds: '2 Queen beds',
        facts: { beds: [{ type: 'double', count: 2 }] },
      },
      {
        key: 'site-room-2',
        name: 'Matterhorn Suite',
        description: 'Our largest suite, with a balcony facing the Matterhorn.',
        beds: '1 King bed, 1 Sofa bed',
        facts: {
          beds: [
            { type: 'king', count: 1 },
            { type: 'sofa-bed', count: 1 },
          ],
        },
      },
      { key: 'site-room-3', name: 'Family Room', description: null, beds: null },
    ]);
  });

  it('orders the photos hotel, rooms, preview, page; each once, a room photo keeping its room', () => {
    expect(findings.photos).toEqual([
      {
        url: alpenblick('/media/hotel-exterior-winter.jpg'),
        roomKey: null,
        altText: null,
        from: 'structured',
      },
      {
        url: alpenblick('/media/lobby.jpg'),
        roomKey: 'site-room-2',
        altText: 'The lobby with its fireplace',
        from: 'structured',
      },
      {
        url: alpenblick('/media/deluxe-double.jpg'),
        roomKey: 'site-room-1',
        altText: 'Deluxe Double Room with balcony',
        from: 'structured',
      },
      {
        url: alpenblick('/media/deluxe-double-2.jpg'),
        roomKey: 'site-room-1',
        altText: null,
        from: 'structured',
      },
      { url: alpenblick('/media/suite-1.jpg'), roomKey: 'site-room-2', altText: null, from: 'structured' },
      { url: alpenblick('/media/family.jpg'), roomKey: 'site-room-3', altText: null, from: 'structured' },
      { url: alpenblick('/media/og-matterhorn.jpg'), roomKey: null, altText: null, from: 'page' },
      {
        url: alpenblick('/media/hero-matterhorn-1920x1080.jpg'),
        roomKey: null,
        altText: 'The Matterhorn from the terrace',
        from: 'page',
      },
      { url: alpenblick('/media/gallery-1-1600x1067.jpg'), roomKey: null, altText: null, from: 'page' },
      { url: alpenblick('/media/gallery-2.jpg'), roomKey: null, altText: 'Sunset', from: 'page' },
      { url: alpenblick('/media/gallery-3.jpg?w=2000'), roomKey: null, altText: null, from: 'page' },
    ]);
    // Repeats are the same photo, not one left out (the result would say they could not be imported): the
    // lobby as a suite photo, the deluxe room's photo named again on the rooms page, the gallery page's preview
    // image and the hero on the rooms page.
    expect(findings.photosLeftOut).toBe(0);
  });

  it('counts what came from where for the result line', () => {
    expect(findings.found).toEqual({
      structuredPhotos: 6,
      structuredRooms: 3,
      pagePhotos: 5,
      openGraph: false,
    });
    expect(foundNote(findings.found)).toBe(
      '6 photos and 3 rooms from structured data, 5 photos from the page',
    );
  });
});

describe('filling in and capping', () => {
  it('fills fields the first hotel leaves out from later mentions of the same hotel only', () => {
    const findings = combineSite([
      pageAt(
        'https://krone.example/',
        jsonLd({ '@type': 'Hotel', name: 'Hotel Krone', amenityFeature: ['Sauna'] }),
      ),
      pageAt(
        'https://krone.example/zimmer',
        jsonLd([
          {
            '@type': 'Hotel',
            name: 'Krone',
            telephone: '+49 1',
            checkinTime: '14:00',
            amenityFeature: ['sauna', 'Bar'],
          },
          { '@type': 'Hotel', name: 'Hotel Adler', checkoutTime: '10:00', petsAllowed: true },
        ]),
      ),
    ]);
    expect(findings).toMatchObject({
      name: 'Hotel Krone',
      telephone: '+49 1',
      checkinTime: '14:00',
      checkoutTime: null,
      petsAllowed: null,
      amenities: ['Sauna', 'Bar'],
    });
  });

  it('keeps 60 photos and counts the rest as left out, each address once', () => {
    const images = Array.from({ length: 50 }, (_, index) => `/hotel/${index}.jpg`);
    const pageImages = Array.from(
      { length: 30 },
      (_, index) => `<img src="/page/${index}.jpg" width="1200">`,
    );
    const findings = combineSite([
      pageAt(
        'https://gross.example/',
        // The page shows its images twice (a slider and its thumbnails): 20 photos are left out, not 40.
        jsonLd({ '@type': 'Hotel', name: 'Gross', image: images }) +
          pageImages.join('') +
          pageImages.join(''),
      ),
    ]);
    expect(findings.photos).toHaveLength(60);
    expect(findings.photos[59]).toMatchObject({ url: 'https://gross.example/page/9.jpg', from: 'page' });
    expect(findings.photosLeftOut).toBe(20);
    expect(findings.found).toMatchObject({ structuredPhotos: 50, pagePhotos: 10 });
  });

  it('keeps 100 rooms', () => {
    const rooms = Array.from({ length: 120 }, (_, index) => ({
      '@type': 'HotelRoom',
      name: `Room ${index}`,
    }));
    const findings = combineSite([
      pageAt('https://a.example/', jsonLd(rooms.slice(0, 60))),
      pageAt('https://a.example/rooms', jsonLd(rooms.slice(60))),
    ]);
    expect(findings.rooms).toHaveLength(100);
    expect(findings.rooms[99]).toEqual({
      key: 'site-room-100',
      name: 'Room 99',
      description: null,
      beds: null,
    });
  });
});
