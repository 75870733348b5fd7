import { describe, expect, it } from 'vitest';
import { readPage } from './read-page';

const linksOn = (body: string, pageUrl = 'https://www.hotel-edelweiss.at/de/') =>
  readPage(body, pageUrl).links;

describe('links to rooms, gallery and amenities pages', () => {
  it('follows German link texts and addresses', () => {
    expect(
      linksOn(`
        <a href="/de/unterkunft">Zimmer &amp; Preise</a>
        <a href="/de/impressionen">Galerie</a>
        <a href="/de/hotel">Ausstattung</a>
        <a href="/de/wellnessbereich">Entspannen</a>
        <a href="/de/doppelzimmer-deluxe.html">Mehr</a>
        <a href="/de/anreise">Anreise</a>`),
    ).toEqual([
      'https://www.hotel-edelweiss.at/de/unterkunft',
      'https://www.hotel-edelweiss.at/de/impressionen',
      'https://www.hotel-edelweiss.at/de/hotel',
      'https://www.hotel-edelweiss.at/de/wellnessbereich',
      'https://www.hotel-edelweiss.at/de/doppelzimmer-deluxe.html',
    ]);
  });

  it('takes each page once: not the page itself, nor variants in fragment, scheme, www or tracking parameters', () => {
    expect(
      linksOn(`
        <a href="/de/#zimmer">Zimmer</a>
        <a href="/de/zimmer#top">Zimmer</a>
        <a href="http://hotel-edelweiss.at/de/zimmer/">Zimmer</a>
        <a href="/de/zimmer?utm_source=nav&lang=de">Zimmer</a>
        <a href="/?page_id=12">Zimmer</a>
        <a href="/?page_id=14">Galerie</a>`),
    ).toEqual([
      'https://www.hotel-edelweiss.at/de/zimmer',
      'https://www.hotel-edelweiss.at/?page_id=12',
      'https://www.hotel-edelweiss.at/?page_id=14',
    ]);
  });

  it('leaves out other sites, files and links that are not pages', () => {
    expect(
      linksOn(`
        <a href="https://www.booking.com/hotel/at/edelweiss.html">Zimmer buchen</a>
        <a href="https://rooms.hotel-edelweiss.at/">Rooms</a>
        <a href="/files/zimmerpreise.pdf">Zimmerpreise</a>
        <a href="/bilder/zimmer.jpg">Zimmer</a>
        <a href="mailto:zimmer@hotel-edelweiss.at">Zimmer anfragen</a>
        <a href="tel:+43123">Zimmer telefonisch</a>
        <a href="javascript:void(0)">Galerie</a>`),
    ).toEqual([]);
  });

  it('takes spa as a word only, not inside space or spanish', () => {
    expect(
      linksOn(
        `<a href="/en/meeting-space">Space</a><a href="/es/">Spanish</a><a href="/en/day-spa">Day spa</a>`,
      ),
    ).toEqual(['https://www.hotel-edelweiss.at/en/day-spa']);
  });

  it('stops at 50 links and reads none for a page address that cannot be read', () => {
    const many = Array.from({ length: 80 }, (_, index) => `<a href="/rooms/${index}">Room ${index}</a>`).join(
      '',
    );
    expect(linksOn(many)).toHaveLength(50);
    expect(linksOn(many, 'not an address')).toEqual([]);
  });
});
