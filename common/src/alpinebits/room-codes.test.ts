import { describe, expect, it } from 'vitest';
import { codeFromName, roomCodePattern, suggestRoomCodes } from './room-codes';

describe('room codes', () => {
  it('reads a code from a name: whole when it fits, else the first word shortened and initials', () => {
    expect(codeFromName('Suite')).toBe('SUITE');
    expect(codeFromName('Zimmer Süd')).toBe('ZIMMERS');
    expect(codeFromName('Double Room Deluxe')).toBe('DOUBLERD');
    expect(codeFromName('Junior Suite Sea View Balcony')).toBe('JUNIOSSV');
    expect(codeFromName('  ★★★ ')).toBe('ROOM');
    expect(codeFromName('Camera 12')).toBe('CAMERA12');
  });

  it('every suggestion fits the schema and is unique within the hotel, stored codes included', () => {
    const rooms = [
      { id: 'a', name: 'Double Room' },
      { id: 'b', name: 'Double room' },
      { id: 'c', name: 'Double-Room' },
      { id: 'd', name: 'Suite' },
      { id: 'e', name: 'x'.repeat(500) },
    ];
    const suggestions = suggestRoomCodes(rooms, new Map([['d', 'doubler2']]));
    expect(suggestions.has('d')).toBe(false);
    expect([...suggestions.values()]).toEqual(['DOUBLER', 'DOUBLER3', 'DOUBLER4', 'XXXXXXXX']);
    for (const code of suggestions.values()) expect(code).toMatch(roomCodePattern);
  });
});
