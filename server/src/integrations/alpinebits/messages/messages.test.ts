import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AlpineBitsError } from '../errors';
import { supportedVersions } from '../handshake';
import { schemaComplaints } from '../schema-validator';
import { buildMessages } from './build';
import { fixtureHotel } from './fixture-hotel.test-support';

const golden = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const timestamp = new Date('2025-01-15T10:00:00Z');

async function refusal(promise: Promise<unknown>): Promise<AlpineBitsError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AlpineBitsError);
  expect((error as AlpineBitsError).kind).toBe('invalid-message');
  return error as AlpineBitsError;
}

describe('the messages for a hotel', () => {
  it('are the expected XML (rooms, codes, languages, pictures) and validate against the schema', async () => {
    const { inventory, info } = await buildMessages(fixtureHotel, { childOccupancy: true, timestamp });
    expect(inventory.xml).toBe(golden('inventory.xml'));
    expect(info.xml).toBe(golden('info.xml'));
    const complaints = await schemaComplaints([
      { name: 'inventory.xml', xml: inventory.xml },
      { name: 'info.xml', xml: info.xml },
    ]);
    expect([...complaints.values()]).toEqual([[], []]);
    expect(inventory.counts).toEqual({ rooms: 2, pictures: 3, languages: 2 });
    expect(inventory.languages).toEqual(['de', 'en']);
    // One hotel picture per category (the second exterior and the uncategorised one stay out).
    expect(info.counts).toEqual({ rooms: 0, pictures: 3, languages: 2 });
  });

  it('list what has no OpenTravel code instead of sending it', async () => {
    const { inventory, info } = await buildMessages(fixtureHotel);
    expect(inventory.leftOut).toEqual([
      { key: 'electric-kettle', name: 'Electric kettle', where: '3F2A9C1E' },
    ]);
    expect(info.leftOut).toEqual([
      { key: 'garden', name: 'Garden', where: 'hotel' },
      { key: 'own-ski-bus', name: 'Ski bus stop', where: 'hotel' },
    ]);
  });

  it('validate against the schema of every version we speak', async () => {
    for (const version of supportedVersions) {
      const { inventory } = await buildMessages(fixtureHotel, { version, childOccupancy: true });
      expect(inventory.version).toBe(version);
    }
  });

  it('leave MaxChildOccupancy out unless the server takes it', async () => {
    const { inventory } = await buildMessages(fixtureHotel, { childOccupancy: false });
    expect(inventory.xml).not.toContain('MaxChildOccupancy');
    expect(inventory.xml).toContain('<GuestRoom Code="3F2A9C1E" MinOccupancy="1" MaxOccupancy="3">');
  });

  it('carry texts with characters XML cannot hold, without them', async () => {
    const hostile = {
      ...fixtureHotel,
      hotelName: 'Alpen\u0000hof <script>"&',
      rooms: [{ ...fixtureHotel.rooms[0]!, names: { de: 'Zimmer\u0007 eins', en: '   ' } }],
    };
    const { inventory } = await buildMessages(hostile);
    expect(inventory.xml).toContain('HotelName="Alpenhof &lt;script&gt;&quot;&amp;"');
    expect(inventory.xml).toContain(
      '<Description TextFormat="PlainText" Language="de">Zimmer eins</Description>',
    );
    expect(inventory.xml).not.toContain('Language="en">   <');
  });
});

describe('a message that would not validate', () => {
  it('is refused with the schema complaints (a hotel code over 16 characters, a picture URL not http)', async () => {
    const broken = {
      ...fixtureHotel,
      hotelCode: 'A-CODE-LONGER-THAN-16',
      rooms: [
        {
          ...fixtureHotel.rooms[0]!,
          pictures: [{ ...fixtureHotel.rooms[0]!.pictures[0]!, url: 'ftp://studio.example.com/a.jpg' }],
        },
      ],
    };
    const error = await refusal(buildMessages(broken));
    expect(error.retryable).toBe(false);
    expect(
      error.details.some((line) => line.startsWith('Inventory line') && line.includes('HotelCode')),
    ).toBe(true);
    expect(error.details.some((line) => line.includes('URL'))).toBe(true);
    expect(error.details.some((line) => line.startsWith('Info line') && line.includes('HotelCode'))).toBe(
      true,
    );
  });

  it('is refused when a room breaks AlpineBits’ occupancy rules or shares its code', async () => {
    const [first, second] = fixtureHotel.rooms;
    const broken = {
      ...fixtureHotel,
      rooms: [
        { ...first!, occupancy: { min: null, standard: null, max: 2, maxChildren: 3 } },
        { ...second!, code: first!.code, occupancy: { min: 3, standard: 2, max: 1, maxChildren: null } },
      ],
    };
    const error = await refusal(buildMessages(broken));
    expect(error.details).toEqual([
      'Inventory: room 3F2A9C1E: the guests the price is for (StandardOccupancy) is not stated',
      'Inventory: room 3F2A9C1E: MaxChildOccupancy above MaxOccupancy',
      'Inventory: room 3F2A9C1E: two rooms have this code',
      'Inventory: room 3F2A9C1E: StandardOccupancy above MaxOccupancy',
      'Inventory: room 3F2A9C1E: MinOccupancy above StandardOccupancy',
    ]);
  });
});
