import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ChainReadinessResponse,
  ChannelReadiness,
  HotelReadinessResponse,
  ReadinessChannel,
  RuleOutcome,
} from '@common/channels/readiness';
import { assets, hotelLocations, hotels, rooms } from '../../db/schema';
import { photo } from '../../../test/asset-files';
import {
  buildHotel,
  buildImageAsset,
  buildRoom,
  buildUser,
  type SignedInUser,
} from '../../../test/factories';
import { buildTestApp, requestAs, type TestApp } from '../../../test/test-app';
import { uploadAsset } from '../../../test/uploads';

let testApp: TestApp;
let owner: SignedInUser;
beforeAll(async () => {
  testApp = await buildTestApp();
  owner = await buildUser(testApp);
});
afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.context.db;

async function readiness(hotelId: string, user = owner): Promise<ChannelReadiness[]> {
  const response = await requestAs(testApp, user, 'GET', `/api/hotels/${hotelId}/channel-readiness`);
  expect(response.statusCode).toBe(200);
  return response.json<HotelReadinessResponse>().readiness;
}

const channelOf = (all: ChannelReadiness[], channel: ReadinessChannel) =>
  all.find((entry) => entry.channel === channel)!;

const outcome = (all: ChannelReadiness[], ruleId: string): RuleOutcome => {
  const found = all.flatMap((channel) => channel.outcomes).find((rule) => rule.ruleId === ruleId);
  if (!found) throw new Error(`no outcome for ${ruleId}`);
  return found;
};

/** The outcomes of a channel that name the photo, with the photo's item in each. */
const photoOutcomes = (all: ChannelReadiness[], channel: ReadinessChannel, photoId: string) =>
  channelOf(all, channel).outcomes.flatMap((rule) =>
    rule.items
      .filter((item) => item.kind === 'photo' && item.id === photoId)
      .map((item) => ({ ruleId: rule.ruleId, status: item.status, values: item.values })),
  );

/** A real JPEG of the given pixel size, uploaded through the library as a browser would. */
async function uploadPhoto(hotelId: string, seed: number, width: number, height: number) {
  const response = await uploadAsset(testApp, owner, hotelId, {
    name: `photo-${width}x${height}.jpg`,
    type: 'image/jpeg',
    content: await photo(seed, width, height),
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ asset: { id: string; thumbUrl: string } }>().asset;
}

describe('GET /api/hotels/:hotelId/channel-readiness', () => {
  it("fails Booking.com's room photo rule for a room with 2 photos and passes once 2 more are linked", async () => {
    const hotel = await buildHotel(testApp, owner.id);
    const room = await buildRoom(testApp, hotel.id, { name: 'Deluxe Double Room' });
    const photos = await Promise.all(
      [1, 2, 3, 4].map((index) => buildImageAsset(testApp, hotel.id, { name: `room-${index}.jpg` })),
    );
    const link = async (assetId: string) => {
      const url = `/api/hotels/${hotel.id}/rooms/${room.id}/gallery/images`;
      expect((await requestAs(testApp, owner, 'POST', url, { assetId })).statusCode).toBe(200);
    };
    await link(photos[0]!.id);
    await link(photos[1]!.id);

    const before = outcome(await readiness(hotel.id), 'booking.roomPhotos');
    expect(before.status).toBe('fail');
    expect(before.items).toEqual([
      expect.objectContaining({
        kind: 'room',
        id: room.id,
        name: 'Deluxe Double Room',
        status: 'fail',
        values: expect.objectContaining({ count: 2, min: 4 }),
        fix: { kind: 'roomImages', roomId: room.id },
      }),
    ]);

    await link(photos[2]!.id);
    await link(photos[3]!.id);
    const after = outcome(await readiness(hotel.id), 'booking.roomPhotos');
    expect(after.status).toBe('pass');
    expect(after.items).toEqual([]);
  });

  it('fails an 850 x 400 photo on display size, with its numbers and the library thumbnail', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    const uploaded = await uploadPhoto(hotel.id, 1, 850, 400);

    const found = photoOutcomes(await readiness(hotel.id), 'booking', uploaded.id);
    expect(found).toContainEqual({
      ruleId: 'booking.displaySize',
      status: 'fail',
      values: expect.objectContaining({ width: 850, height: 400 }),
    });
    // Above the 300 x 300 px Booking.com refuses, so that rule does not name it.
    expect(found.map((entry) => entry.ruleId)).not.toContain('booking.minimumSize');
    const item = outcome(await readiness(hotel.id), 'booking.displaySize').items[0]!;
    expect(item.thumbUrl).toBe(uploaded.thumbUrl);
    expect(item.fix).toEqual({ kind: 'editAsset', assetId: uploaded.id });
  });

  it("warns on a 2000 x 2000 photo for Expedia's recommended size only", async () => {
    const hotel = await buildHotel(testApp, owner.id);
    const uploaded = await uploadPhoto(hotel.id, 2, 2000, 2000);

    const found = photoOutcomes(await readiness(hotel.id), 'expedia', uploaded.id);
    expect(found).toEqual([
      {
        ruleId: 'expedia.recommendedSize',
        status: 'warn',
        values: expect.objectContaining({ width: 2000, height: 2000 }),
      },
    ]);
  });

  it('counts a photo whose original is missing as failing with fileMissing, and still answers', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    const missing = await buildImageAsset(testApp, hotel.id, {
      name: 'lost.jpg',
      width: 3000,
      height: 2000,
      originalMissing: true,
    });

    const all = await readiness(hotel.id);
    for (const channel of ['booking', 'expedia', 'google'] as const) {
      const found = photoOutcomes(all, channel, missing.id);
      expect(found.length, channel).toBeGreaterThan(0);
      for (const entry of found) {
        expect(entry).toEqual({
          ruleId: entry.ruleId,
          status: 'fail',
          values: expect.objectContaining({ reason: 'fileMissing' }),
        });
      }
    }
  });

  it("passes the website's alt text rule for a camera-named photo once it has an alt text of its own", async () => {
    const hotel = await buildHotel(testApp, owner.id);
    const uploaded = await uploadAsset(testApp, owner, hotel.id, {
      name: 'IMG_4711.jpg',
      type: 'image/jpeg',
      content: await photo(7, 1200, 800),
    });
    const asset = uploaded.json<{ asset: { id: string } }>().asset;
    // The hotel gallery without links shows every library photo: the website shows this one.
    const before = outcome(await readiness(hotel.id), 'website.altTexts');
    expect(before.status).toBe('fail');
    expect(before.items).toEqual([
      expect.objectContaining({ kind: 'photo', id: asset.id, fix: { kind: 'editAsset', assetId: asset.id } }),
    ]);

    const edited = await requestAs(testApp, owner, 'PATCH', `/api/hotels/${hotel.id}/assets/${asset.id}`, {
      name: 'IMG_4711.jpg',
      category: 'Property',
      tags: [],
      altText: 'The hotel seen from the lake, its balconies full of flowers',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = outcome(await readiness(hotel.id), 'website.altTexts');
    expect([after.status, after.items]).toEqual(['pass', []]);
  });

  it("answers 404 for another user's hotel and for an id that is no hotel", async () => {
    const stranger = await buildUser(testApp);
    const hotel = await buildHotel(testApp, owner.id);
    for (const id of [hotel.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await requestAs(testApp, stranger, 'GET', `/api/hotels/${id}/channel-readiness`);
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('GET /api/channel-readiness/hotels', () => {
  it("lists the user's hotels oldest first with each channel's status and counts, and no one else's", async () => {
    const user = await buildUser(testApp);
    const stranger = await buildUser(testApp);
    const first = await buildHotel(testApp, user.id, {
      name: 'Seeblick Konstanz',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    const second = await buildHotel(testApp, user.id, {
      name: 'Seeblick Lindau',
      createdAt: new Date('2026-02-01T00:00:00Z'),
    });
    await buildHotel(testApp, stranger.id, { name: 'Someone else' });
    const room = await buildRoom(testApp, second.id);
    await buildImageAsset(testApp, second.id);

    const response = await requestAs(testApp, user, 'GET', '/api/channel-readiness/hotels');
    expect(response.statusCode).toBe(200);
    const { hotels } = response.json<ChainReadinessResponse>();
    expect(hotels.map(({ id, name }) => ({ id, name }))).toEqual([
      { id: first.id, name: 'Seeblick Konstanz' },
      { id: second.id, name: 'Seeblick Lindau' },
    ]);
    // Each row is the hotel's own evaluation, summed as the single hotel's answer sums it.
    const single = await readiness(second.id, user);
    for (const channel of single) {
      expect(hotels[1]!.channels[channel.channel]).toEqual({ ...channel.counts, status: channel.status });
    }
    expect(outcome(single, 'booking.roomPhotos').items.map((item) => item.id)).toEqual([room.id]);
  });
});

describe('live answers', () => {
  it('changes on the next read after a change to any input the rules read', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    const room = await buildRoom(testApp, hotel.id);
    const image = await buildImageAsset(testApp, hotel.id, { width: 3000, height: 2000 });
    const url = `/api/hotels/${hotel.id}`;
    // Through the API where the product has one; the database's own writes where the point is that any code path
    // raises the version (the hotel row and location: migration 0024).
    const api = (method: 'PATCH' | 'POST' | 'PUT', path: string, payload: unknown) => () =>
      requestAs(testApp, owner, method, `${url}${path}`, payload);
    const changes: [string, () => Promise<unknown>][] = [
      [
        'a photo tagged',
        api('PATCH', `/assets/${image.id}`, {
          name: 'photo.jpg',
          category: 'Property',
          tags: ['exterior'],
        }),
      ],
      ['a pixel size', () => db().update(assets).set({ width: 500 }).where(eq(assets.id, image.id))],
      [
        'room facts',
        () =>
          db()
            .update(rooms)
            .set({ maxOccupancy: 2, beds: [{ type: 'double', count: 1 }] })
            .where(eq(rooms.id, room.id)),
      ],
      ['a gallery link', api('POST', `/rooms/${room.id}/gallery/images`, { assetId: image.id })],
      ['a facility', api('PUT', '/features/free-wifi', { active: true })],
      ['the description', api('PUT', '/description', { content: 'x'.repeat(800), language: 'en' })],
      [
        'the policies',
        api('PUT', '/policies', {
          checkIn: { from: '15:00', until: '22:00' },
          checkOut: { from: null, until: '11:00' },
        }),
      ],
      ['the phone', () => db().update(hotels).set({ phone: '+41279661234' }).where(eq(hotels.id, hotel.id))],
      [
        'the address',
        () => db().update(hotelLocations).set({ address: '' }).where(eq(hotelLocations.hotelId, hotel.id)),
      ],
    ];
    for (const [what, change] of changes) {
      const before = JSON.stringify(await readiness(hotel.id));
      const answer = await change();
      if (answer && typeof answer === 'object' && 'statusCode' in answer) {
        expect((answer as { statusCode: number }).statusCode, what).toBeLessThan(300);
      }
      expect(JSON.stringify(await readiness(hotel.id)), what).not.toBe(before);
    }
  });
});

describe('the facilities the channels ask about', () => {
  it('count air conditioning switched on in a room, where the catalogue keeps it', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    const room = await buildRoom(testApp, hotel.id);
    const notStated = async () =>
      outcome(await readiness(hotel.id), 'booking.topFacilities').items.map((item) => item.id);
    expect(await notStated()).toContain('airConditioning');
    const switched = await requestAs(
      testApp,
      owner,
      'PUT',
      `/api/hotels/${hotel.id}/rooms/${room.id}/features/air-conditioning`,
      { active: true },
    );
    expect(switched.statusCode).toBeLessThan(300);
    expect(await notStated()).not.toContain('airConditioning');
  });
});
