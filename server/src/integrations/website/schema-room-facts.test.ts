import { describe, expect, it } from 'vitest';
import { readPage } from './read-page';

/** A page whose JSON-LD describes one HotelRoom with the given properties. */
function roomOnPage(properties: Record<string, unknown>) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'HotelRoom',
    name: 'Seeblick Doppelzimmer',
    ...properties,
  };
  const html = `<html><head><script type="application/ld+json">${JSON.stringify(data)}</script></head><body></body></html>`;
  return readPage(html, 'https://www.hotel-seeblick.example/zimmer/').rooms[0]!;
}

describe("a website room's facts (schema.org)", () => {
  it('reads occupancy (maxValue), floorSize in m² and BedDetails, but not numberOfRooms as the inventory', () => {
    const room = roomOnPage({
      occupancy: { '@type': 'QuantitativeValue', value: 2, maxValue: 3 },
      floorSize: { '@type': 'QuantitativeValue', value: '28', unitCode: 'MTK' },
      bed: [
        { '@type': 'BedDetails', numberOfBeds: 1, typeOfBed: 'Queen' },
        { '@type': 'BedDetails', numberOfBeds: '1', typeOfBed: { '@type': 'BedType', name: 'Sofa bed' } },
      ],
      numberOfRooms: 8,
    });
    expect(room.facts).toEqual({
      maxOccupancy: 3,
      sizeSqm: 28,
      beds: [
        { type: 'double', count: 1 },
        { type: 'sofa-bed', count: 1 },
      ],
    });
  });

  it('takes an occupancy value without maxValue, converts square feet and reads beds written as text', () => {
    const room = roomOnPage({
      occupancy: { '@type': 'QuantitativeValue', value: 4 },
      floorSize: { '@type': 'QuantitativeValue', value: 430, unitCode: 'FTK' },
      bed: '2 King beds',
    });
    expect(room.facts).toEqual({ maxOccupancy: 4, sizeSqm: 40, beds: [{ type: 'king', count: 2 }] });
    expect(roomOnPage({ occupancy: '2', bed: 'Einzelbett' }).facts).toEqual({
      maxOccupancy: 2,
      beds: [{ type: 'single', count: 1 }],
    });
  });

  it('leaves out values out of range or unreadable, and the room is still read', () => {
    const room = roomOnPage({
      occupancy: { '@type': 'QuantitativeValue', maxValue: 50 },
      floorSize: { '@type': 'QuantitativeValue', value: 20, unitCode: 'FTK' },
      numberOfRooms: 'many',
      bed: { '@type': 'BedDetails', numberOfBeds: 1, typeOfBed: 'Hängematte' },
    });
    expect(room.name).toBe('Seeblick Doppelzimmer');
    expect(room.facts).toBeUndefined();
  });
});
