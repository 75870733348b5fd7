import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HotelReadinessResponse, RuleOutcome } from '@common/channels/readiness';
import { buildAlpineBitsConnection } from '../../../test/alpinebits';
import { buildHotel, buildRoom, buildUser, type SignedInUser } from '../../../test/factories';
import { buildTestApp, requestAs, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
let owner: SignedInUser;
beforeAll(async () => {
  testApp = await buildTestApp();
  owner = await buildUser(testApp);
});
afterAll(async () => {
  await testApp.close();
});

async function roomCodesRule(hotelId: string): Promise<RuleOutcome> {
  const response = await requestAs(testApp, owner, 'GET', `/api/hotels/${hotelId}/channel-readiness`);
  expect(response.statusCode).toBe(200);
  return response
    .json<HotelReadinessResponse>()
    .readiness.flatMap((channel) => channel.outcomes)
    .find((outcome) => outcome.ruleId === 'alpinebits.roomCodes')!;
}

const itemIds = (outcome: RuleOutcome) => outcome.items.map((item) => item.id);

describe("the channel readiness's AlpineBits column", () => {
  it('reads the room codes of the connection, and follows every change to them at once', async () => {
    const hotelId = (await buildHotel(testApp, owner.id)).id;
    const first = await buildRoom(testApp, hotelId, { name: 'Doppelzimmer' });
    const second = await buildRoom(testApp, hotelId, { name: 'Suite' });

    const unconnected = await roomCodesRule(hotelId);
    expect(unconnected.status).toBe('fail');
    expect(itemIds(unconnected)).toEqual(['connection']);
    expect(unconnected.fix).toEqual({ kind: 'alpineBits' });

    // Remembered per content version: the connection's row raises it, so the next read sees it.
    await buildAlpineBitsConnection(testApp, hotelId, { roomCodes: { [first.id]: 'DZ' } });
    expect(itemIds(await roomCodesRule(hotelId))).toEqual([second.id]);

    const patch = (body: object) =>
      requestAs(testApp, owner, 'PATCH', `/api/hotels/${hotelId}/alpinebits`, body);
    expect((await patch({ roomCodes: { [first.id]: 'DZ', [second.id]: 'SU' } })).statusCode).toBe(200);
    expect((await roomCodesRule(hotelId)).status).toBe('pass');

    // The switch is no content: the evaluation stays as it was.
    expect((await patch({ autoPush: true })).statusCode).toBe(200);
    expect((await roomCodesRule(hotelId)).status).toBe('pass');

    // A room added later has no code until it is given one.
    const third = await buildRoom(testApp, hotelId, { name: 'Einzelzimmer' });
    expect(itemIds(await roomCodesRule(hotelId))).toEqual([third.id]);

    await requestAs(testApp, owner, 'DELETE', `/api/hotels/${hotelId}/alpinebits`);
    expect(itemIds(await roomCodesRule(hotelId))).toEqual(['connection']);
  });
});
