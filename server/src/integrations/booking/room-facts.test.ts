import { describe, expect, it } from 'vitest';
import { readListing } from './listing';

const roomOf = (entry: Record<string, unknown>) =>
  readListing({ roomsList: [{ b_id: 1, b_name: 'Room', ...entry }] }).rooms[0]!;

describe("a Booking.com room's facts", () => {
  it('takes the most guests of its offers, the size rounded and the first bed configuration', () => {
    const room = roomOf({
      b_blocks: [{ b_max_persons: 2 }, { b_max_persons: '3' }, { b_max_persons: null }],
      room_surface_in_m2: 24.6,
      bed_configurations: [
        {
          bed_types: [
            { bed_type: 2, count: 1 },
            { bed_type: 6, count: 1 },
          ],
        },
        { bed_types: [{ bed_type: 1, count: 2 }] },
      ],
    });
    expect(room.facts).toEqual({
      maxOccupancy: 3,
      sizeSqm: 25,
      beds: [
        { type: 'double', count: 1 },
        { type: 'sofa-bed', count: 1 },
      ],
    });
  });

  it('leaves out values out of range or of the wrong kind, and never fails the listing', () => {
    const room = roomOf({
      b_blocks: [{ b_max_persons: 40 }],
      room_surface_in_m2: 'large',
      bed_configurations: [
        {
          bed_types: [
            { bed_type: 99, count: 1 },
            { bed_type: 1, count: 1.5 },
          ],
        },
      ],
    });
    expect(room.facts).toBeUndefined();
    expect(roomOf({ room_surface_in_m2: 3, b_blocks: [{ b_max_persons: 0 }] }).facts).toBeUndefined();
  });

  it('counts the same bed type listed twice together, and drops a bed list above 20 of a type', () => {
    const twice = roomOf({
      bed_configurations: [
        {
          bed_types: [
            { bed_type: 1, count: 1 },
            { bed_type: 1, count: 1 },
          ],
        },
      ],
    });
    expect(twice.facts).toEqual({ beds: [{ type: 'single', count: 2 }] });
    const many = roomOf({ bed_configurations: [{ bed_types: [{ bed_type: 5, count: 30 }] }] });
    expect(many.facts).toBeUndefined();
  });

  it('states none for a room without them', () => {
    expect(roomOf({}).facts).toBeUndefined();
  });
});
