/**
 * 'Hotel Seeblick', a lakeside hotel whose site describes itself in JSON-LD as real hotel sites do (a Yoast-like
 * `@graph` with the WebSite and the Hotel, rooms given by `@id` reference and defined beside it, images as
 * ImageObject and plain strings), with a German rooms page holding a fourth room, a gallery page of large
 * `srcset` images (one of them the same photo as a room's under another address), an imprint page the import
 * must not read, and a price page robots.txt forbids.
 */

const photo = (number: number) => `/photos/${number}.jpg`;

/** What the import must find on this site. */
export const seeblickFacts = {
  name: 'Hotel Seeblick',
  description:
    'Hotel Seeblick liegt direkt am Ufer des Tegernsees. Unsere 24 Zimmer blicken auf den See oder die Berge, und im Spa mit Sauna und Dampfbad entspannen Sie nach dem Wandern.',
  /** The hotel's contact facts as the import stores them (issue 32). */
  contact: { phone: '+49802212345', reservationsEmail: 'reservierung@seeblick.example', starRating: 4 },
  roomNames: ['Doppelzimmer Seeblick', 'Einzelzimmer Bergblick', 'Junior Suite', 'Familiensuite'],
  /** Photos 1-4 the hotel's, 5-12 the rooms' (two each), 13-20 the gallery's. */
  hotelPhotos: [1, 2, 3, 4],
  roomPhotos: {
    'Doppelzimmer Seeblick': [5, 6],
    'Einzelzimmer Bergblick': [7, 8],
    'Junior Suite': [9, 10],
    Familiensuite: [11, 12],
  },
  galleryPhotos: [13, 14, 15, 16, 17, 18, 19, 20],
  /**
   * The room facts the import keeps (issue 32): schema.org occupancy, floorSize and bed; a room's numberOfRooms
   * (the rooms inside the unit) is not the hotel's count of such rooms and is left out.
   */
  roomFacts: {
    'Doppelzimmer Seeblick': {
      maxOccupancy: 3,
      sizeSqm: 28,
      roomCount: null,
      beds: [{ type: 'king', count: 1 }],
    },
    'Einzelzimmer Bergblick': {
      maxOccupancy: null,
      sizeSqm: null,
      roomCount: null,
      beds: [{ type: 'single', count: 1 }],
    },
    'Junior Suite': {
      maxOccupancy: null,
      sizeSqm: 39,
      roomCount: null,
      beds: [{ type: 'double', count: 1 }],
    },
    Familiensuite: {
      maxOccupancy: null,
      sizeSqm: null,
      roomCount: null,
      beds: [{ type: 'double', count: 2 }],
    },
  } as Record<string, unknown>,
  numberOfRooms: 24,
  amenitiesInCatalogue: ['Free WiFi', 'Sauna', 'Restaurant'],
  amenitiesNew: ['Seeterrasse mit Bootssteg'],
  /** Said false in the data: not switched on. */
  amenityDenied: 'Swimming pool',
  found: '12 photos and 4 rooms from structured data, 9 photos from the page',
} as const;

const hotelGraph = {
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebSite', '@id': '/#website', name: 'Hotel Seeblick am Tegernsee', url: '/' },
    {
      '@type': ['Hotel', 'LocalBusiness'],
      '@id': '/#hotel',
      name: seeblickFacts.name,
      description: `<p>${seeblickFacts.description.replace('Zimmer blicken', 'Zimmer&nbsp;blicken')}</p>`,
      url: '/seeblick/',
      telephone: '+49 8022 12345',
      email: 'mailto:reservierung@seeblick.example',
      starRating: { '@type': 'Rating', ratingValue: '4', bestRating: '5' },
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Seestraße 12',
        addressLocality: 'Tegernsee',
        postalCode: '83684',
        addressCountry: { '@type': 'Country', name: 'DE' },
      },
      image: [
        { '@type': 'ImageObject', url: photo(1), caption: 'Hotel Seeblick vom See aus' },
        photo(2),
        { '@type': 'ImageObject', contentUrl: photo(3) },
      ],
      photo: { '@type': 'ImageObject', url: photo(4) },
      checkinTime: '15:00:00',
      checkoutTime: 'T11:00',
      petsAllowed: 'Yes',
      numberOfRooms: { '@type': 'QuantitativeValue', value: 24 },
      amenityFeature: [
        { '@type': 'LocationFeatureSpecification', name: 'Free WiFi', value: true },
        { '@type': 'LocationFeatureSpecification', name: 'Sauna', value: 'True' },
        { '@type': 'LocationFeatureSpecification', name: 'Restaurant' },
        { '@type': 'LocationFeatureSpecification', name: 'Seeterrasse mit Bootssteg', value: true },
        { '@type': 'LocationFeatureSpecification', name: 'Swimming pool', value: false },
      ],
      containsPlace: [{ '@id': '#doppelzimmer' }, { '@id': '#einzelzimmer' }, { '@id': '#juniorsuite' }],
    },
    room('#doppelzimmer', 'HotelRoom', 'Doppelzimmer Seeblick', 'Mit Balkon zum See.', 1, 'King', [5, 6], {
      occupancy: { '@type': 'QuantitativeValue', value: 2, maxValue: 3 },
      floorSize: { '@type': 'QuantitativeValue', value: 28, unitCode: 'MTK' },
      numberOfRooms: 12,
    }),
    room(
      '#einzelzimmer',
      'HotelRoom',
      'Einzelzimmer Bergblick',
      'Ruhig, zur Bergseite.',
      1,
      'Single',
      [7, 8],
    ),
    // 420 sq ft is 39 m²; an occupancy of 40 is out of range and left out.
    room('#juniorsuite', 'Suite', 'Junior Suite', 'Wohnbereich mit Sofa.', 1, 'Queen', [9, 10], {
      occupancy: { '@type': 'QuantitativeValue', maxValue: 40 },
      floorSize: { '@type': 'QuantitativeValue', value: 420, unitCode: 'FTK' },
    }),
  ],
};

function room(
  id: string,
  type: string,
  name: string,
  text: string,
  beds: number,
  bed: string,
  photos: number[],
  facts: Record<string, unknown> = {},
) {
  return {
    '@type': type,
    '@id': id,
    name,
    description: text,
    bed: { '@type': 'BedDetails', numberOfBeds: beds, typeOfBed: bed },
    image: photos.map(photo),
    ...facts,
  };
}

const page = (title: string, head: string, body: string) => `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>${title}</title>
<meta property="og:title" content="${title}">
${head}</head>
<body><header><img src="/seeblick/logo.svg" alt="Hotel Seeblick Logo" width="1200"></header>
<nav><a href="/seeblick/">Start</a> <a href="/seeblick/zimmer.html">Zimmer &amp; Suiten</a>
<a href="/seeblick/galerie.html">Galerie</a> <a href="/seeblick/impressum.html">Impressum</a>
<a href="/seeblick/intern/zimmer-preise.html">Zimmerpreise</a> <a href="https://www.booking.com/hotel/de/seeblick.html">Booking.com</a></nav>
<main>${body}</main><footer><img src="/seeblick/footer-badge.png" width="900" alt="Badge"></footer></body></html>`;

export const seeblickPages: Record<string, string> = {
  '/seeblick/': page(
    'Hotel Seeblick am Tegernsee – Ihr Urlaub am See',
    `<script type="application/ld+json">{ "@context": "https://schema.org", "@type": "Hotel", "name": </script>
<script type="application/ld+json">${JSON.stringify(hotelGraph)}</script>`,
    '<h1>Willkommen im Hotel Seeblick</h1><p>Direkt am See.</p>',
  ),
  '/seeblick/zimmer.html': page(
    'Zimmer & Suiten – Hotel Seeblick',
    `<script type="application/ld+json">${JSON.stringify({
      '@context': 'http://schema.org',
      ...room(
        '#familiensuite',
        'HotelRoom',
        'Familiensuite',
        'Zwei Schlafzimmer für Familien.',
        2,
        'Double',
        [11, 12],
      ),
    })}</script>`,
    '<h1>Zimmer</h1><p>Vier Zimmerkategorien.</p>',
  ),
  '/seeblick/galerie.html': page(
    'Galerie – Hotel Seeblick',
    '',
    `<h1>Galerie</h1>${[13, 14, 15, 16, 17, 18, 19, 20]
      .map(
        (n) =>
          `<img src="${photo(n)}?w=400" srcset="${photo(n)}?w=400 400w, ${photo(n)} 2400w" alt="Galerie ${n}">`,
      )
      .join('\n')}
<picture><source srcset="${photo(5)}?copy=gallery 2400w"><img src="${photo(5)}?copy=small" alt="Balkon"></picture>
<img src="/seeblick/icons/wifi.png" width="1000" alt="WLAN icon">`,
  ),
  '/seeblick/impressum.html': page('Impressum', '', '<h1>Impressum</h1>'),
  '/seeblick/intern/zimmer-preise.html': page(
    'Preise',
    `<script type="application/ld+json">${JSON.stringify({ '@type': 'HotelRoom', name: 'Geheimzimmer' })}</script>`,
    '<h1>Intern</h1>',
  ),
};

export const seeblickRobots = 'User-agent: *\nDisallow: /seeblick/intern/\n';
