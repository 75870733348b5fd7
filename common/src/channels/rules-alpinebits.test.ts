import { describe, expect, it } from 'vitest';
import { noRoomFacts } from '../rooms/room-facts';
import { evaluateReadiness } from './evaluate';
import { readyHotel } from './testing/readiness-fixtures';
import { deluxe, hotelWith, outcome, seen } from './testing/rule-outcomes';

const room = (id: string, name: string) => ({ kind: 'room', id, status: 'fail', values: { room: name } });

describe('alpinebits', () => {
  it('a hotel whose rooms have codes, occupancy, pictures and descriptions is ready', () => {
    const alpinebits = evaluateReadiness(readyHotel()).find((channel) => channel.channel === 'alpinebits')!;
    expect(alpinebits.status).toBe('pass');
    expect(alpinebits.outcomes.map((each) => each.ruleId)).toEqual([
      'alpinebits.roomCodes',
      'alpinebits.roomOccupancy',
      'alpinebits.roomPictures',
      'alpinebits.roomDescriptions',
      'alpinebits.description',
      // Connected and serving Italian: its texts there (rules-languages.test.ts).
      'alpinebits.languageTexts',
    ]);
  });

  it('roomCodes: without a connection the hotel fails with a link to /ota; with one, each room without a code', () => {
    const unconnected = outcome(
      hotelWith((hotel) => (hotel.alpineBits = { connected: false, roomCodes: {} })),
      'alpinebits.roomCodes',
    );
    expect(seen(unconnected)).toEqual({
      status: 'fail',
      items: [{ kind: 'hotel', id: 'connection', status: 'fail', values: { part: 'connection' } }],
    });
    expect(unconnected.fix).toEqual({ kind: 'alpineBits' });
    expect(unconnected.items[0]?.fix).toEqual({ kind: 'alpineBits' });

    const oneCode = hotelWith((hotel) => (hotel.alpineBits.roomCodes = { 'room-deluxe': 'DELUXE' }));
    expect(seen(outcome(oneCode, 'alpinebits.roomCodes')).items).toEqual([
      room('room-single', 'Single Room'),
    ]);

    const noRooms = hotelWith((hotel) => (hotel.rooms = []));
    expect(seen(outcome(noRooms, 'alpinebits.roomCodes')).items).toEqual([
      { kind: 'hotel', id: 'rooms', status: 'fail', values: { part: 'rooms' } },
    ]);
  });

  it('roomOccupancy: a room without its maximum occupancy fails (beds are not required)', () => {
    const input = hotelWith((hotel) => {
      deluxe(hotel).facts = { ...noRoomFacts, beds: [] };
      hotel.rooms[1]!.facts = { ...noRoomFacts, maxOccupancy: 1 };
    });
    expect(seen(outcome(input, 'alpinebits.roomOccupancy')).items).toEqual([
      room('room-deluxe', 'Deluxe Double Room'),
    ]);
  });

  it('roomPictures: a room without a picture fails, one picture is enough', () => {
    const input = hotelWith((hotel) => {
      deluxe(hotel).photoIds = [];
      hotel.rooms[1]!.photoIds = hotel.rooms[1]!.photoIds.slice(0, 1);
    });
    expect(seen(outcome(input, 'alpinebits.roomPictures')).items).toEqual([
      {
        ...room('room-deluxe', 'Deluxe Double Room'),
        values: { room: 'Deluxe Double Room', count: 0, min: 1 },
      },
    ]);
  });

  it('descriptions: an empty room or hotel description fails', () => {
    const input = hotelWith((hotel) => {
      deluxe(hotel).descriptionLength = 0;
      hotel.hotel.descriptionLength = 0;
    });
    expect(seen(outcome(input, 'alpinebits.roomDescriptions')).items).toEqual([
      room('room-deluxe', 'Deluxe Double Room'),
    ]);
    expect(seen(outcome(input, 'alpinebits.description')).items).toEqual([
      { kind: 'hotel', id: 'description', status: 'fail', values: { length: 0, min: 1 } },
    ]);
  });
});
