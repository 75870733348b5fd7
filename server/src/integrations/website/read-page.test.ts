import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readPage, type PageReading } from './read-page';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe('a hotel homepage with JSON-LD in an @graph', () => {
  const reading = readPage(fixture('json-ld-hotel.html'), 'https://www.alpenblick-zermatt.ch/en/');
  const site = (path: string) => `https://www.alpenblick-zermatt.ch${path}`;

  it('reads the hotel with its address, times, policies and amenities', () => {
    expect(reading.hotels).toHaveLength(1);
    const { rooms: _rooms, ...hotel } = reading.hotels[0]!;
    expect(hotel).toEqual({
      source: 'json-ld',
      name: 'Hotel Alpenblick & Spa',
      description:
        'Family-run since 1952, 30 rooms with a view of the Matterhorn.\n\nFive minutes from the Gornergrat railway.',
      address: { street: 'Oberdorfstrasse 2', city: 'Zermatt', postalCode: '3920', country: 'Switzerland' },
      telephone: '+41 27 966 26 00',
      email: null,
      starRating: null,
      images: [site('/media/hotel-exterior-winter.jpg'), site('/media/lobby.jpg')],
      amenities: ['Free WiFi', 'Spa'],
      checkinTime: '15:00',
      checkoutTime: '11:00',
      petsAllowed: true,
      numberOfRooms: 30,
    });
  });

  it('reads the rooms in containsPlace, one given by @id elsewhere in the graph, with beds and photos', () => {
    expect(reading.hotels[0]!.rooms).toEqual([
      {
        name: 'Deluxe Double Room',
        description: null,
        beds: '2 Queen beds',
        facts: { beds: [{ type: 'double', count: 2 }] },
        images: [site('/media/deluxe-double.jpg')],
        source: 'json-ld',
      },
      {
        name: 'Matterhorn Suite',
        description: 'Our largest suite, with a balcony facing the Matterhorn.',
        beds: '1 King bed, 1 Sofa bed',
        facts: {
          beds: [
            { type: 'king', count: 1 },
            { type: 'sofa-bed', count: 1 },
          ],
        },
        images: [site('/media/suite-1.jpg'), site('/media/lobby.jpg')],
        source: 'json-ld',
      },
    ]);
    // The room defined at the top of the graph belongs to the hotel, so it is not listed again on its own.
    expect(reading.rooms).toEqual([]);
  });

  it('reads the preview tags, the large hero image (not the logo in the header) and the rooms, gallery and spa links', () => {
    expect(reading.openGraph).toEqual({
      title: 'Hotel Alpenblick Zermatt',
      description: null,
      images: [site('/media/og-matterhorn.jpg')],
    });
    expect(reading.pageImages).toEqual([site('/media/hero-matterhorn-1920x1080.jpg')]);
    expect(reading.links).toEqual([
      site('/en/rooms/'),
      site('/en/gallery'),
      'https://alpenblick-zermatt.ch/en/spa-wellness?utm_source=menu',
    ]);
  });

  it('keeps image captions and alt texts for the photos', () => {
    expect(reading.imageTexts).toEqual([
      { url: site('/media/lobby.jpg'), text: 'The lobby with its fireplace' },
      { url: site('/media/deluxe-double.jpg'), text: 'Deluxe Double Room with balcony' },
      { url: site('/media/hero-matterhorn-1920x1080.jpg'), text: 'The Matterhorn from the terrace' },
    ]);
  });
});

describe('a page with microdata only', () => {
  const reading = readPage(
    fixture('microdata-hotel.html'),
    'https://www.landhotel-seeblick.de/de/index.html',
  );
  const site = (path: string) => `https://www.landhotel-seeblick.de${path}`;

  it('reads the hotel with its nested address, amenities (not those said to be missing) and room', () => {
    expect(reading.hotels).toEqual([
      {
        source: 'microdata',
        name: 'Landhotel Seeblick',
        description: 'Ruhig gelegen am Bodensee, mit eigenem Badesteg.',
        address: { street: 'Seestraße 12', city: 'Konstanz', postalCode: '78464', country: 'DE' },
        telephone: '+49 7531 12345',
        email: null,
        starRating: null,
        images: [site('/bilder/haus-sommer.jpg'), site('/de/bilder/terrasse.jpg')],
        amenities: ['Sauna', 'Fahrradverleih'],
        checkinTime: '14:00',
        checkoutTime: '10:30',
        // 'Nein, leider nicht' is neither a yes nor a no the vocabulary knows.
        petsAllowed: null,
        numberOfRooms: null,
        rooms: [
          {
            name: 'Doppelzimmer Seeseite',
            description: null,
            beds: '1 Doppelbett',
            facts: { beds: [{ type: 'double', count: 1 }] },
            images: [site('/bilder/doppelzimmer-see.jpg')],
            source: 'microdata',
          },
        ],
      },
    ]);
    expect(reading.rooms).toEqual([]);
  });

  it('follows the German links to rooms, gallery and amenities, but not files, mail, phone or other sites', () => {
    expect(reading.links).toEqual([site('/zimmer'), site('/galerie'), site('/ausstattung')]);
  });
});

describe('a page with RDFa Lite', () => {
  const reading = readPage(fixture('rdfa-hotel.html'), 'https://harbourinn.co.uk/');

  it('reads the bed and breakfast the same way as JSON-LD', () => {
    expect(reading.hotels).toEqual([
      {
        source: 'rdfa',
        name: 'The Harbour Inn',
        description: 'A small inn on the harbour front.\nBreakfast with local produce.',
        address: { street: '1 Wharf Road', city: 'St Ives', postalCode: 'TR26 1LF', country: 'GB' },
        telephone: '+44 1736 790000',
        email: null,
        starRating: null,
        images: ['https://cdn.harbourinn.co.uk/img/front.jpg'],
        amenities: [],
        checkinTime: '16:00',
        checkoutTime: null,
        petsAllowed: false,
        numberOfRooms: 8,
        rooms: [
          {
            name: 'Harbour View Double',
            description: null,
            beds: '1 Double bed',
            facts: { beds: [{ type: 'double', count: 1 }] },
            images: [],
            source: 'rdfa',
          },
        ],
      },
    ]);
  });
});

describe('a page with only preview tags and large images', () => {
  const reading = readPage(fixture('open-graph-only.html'), 'https://villarosa-lucca.it/');
  const uploads = (file: string) => `https://villarosa-lucca.it/wp-content/uploads/${file}`;

  it('reads the preview tags, keeping an image given as http and https once, as https', () => {
    expect(reading.hotels).toEqual([]);
    expect(reading.openGraph).toEqual({
      title: 'Villa Rosa · Boutique B&B in Lucca',
      description: 'Five rooms in a 19th-century villa, ten minutes from the old town.',
      images: [uploads('facade.jpg')],
    });
  });

  it('keeps the widest candidate of each large image and drops logos, icons, badges, svg, pixels and the frame', () => {
    expect(reading.pageImages).toEqual([
      uploads('garden-2048.webp'),
      uploads('room-blu-1200x800.jpg'),
      uploads('terrace.jpg?w=1600'),
      uploads('breakfast@2x.jpg'),
      uploads('pool.jpg'),
    ]);
  });
});

describe('a page with nothing hotel-like', () => {
  it('reads a blog post as empty apart from its links and images of unknown size', () => {
    const reading = readPage(fixture('blog.html'), 'https://travelnotes.example/lisbon');
    expect(reading).toEqual<PageReading>({
      hotels: [],
      rooms: [],
      openGraph: { title: null, description: null, images: [] },
      pageImages: [],
      links: [],
      imageTexts: [],
    });
  });
});
