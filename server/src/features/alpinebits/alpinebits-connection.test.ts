import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AlpineBitsHandshakeResponse, AlpineBitsResponse } from '@common/alpinebits/schemas';
import { alpineBitsTexts } from '@common/alpinebits/texts';
import type { AlpineBitsReceiver } from '@e2e/fakes/alpinebits-receiver';
import { alpineBitsConnections, alpineBitsPushRuns } from '../../db/schema';
import {
  alpineBitsOf,
  appWithReceiver,
  buildAlpineBitsConnection,
  buildPushRun,
  fillPushableHotel,
  formFor,
} from '../../../test/alpinebits';
import { buildHotel, buildUser, type SignedInUser } from '../../../test/factories';
import { requestAs, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
let receiver: AlpineBitsReceiver;
let owner: SignedInUser;
let hotelId: string;
let roomIds: string[];

beforeAll(async () => {
  ({ testApp, receiver } = await appWithReceiver());
  owner = await buildUser(testApp);
  hotelId = (await buildHotel(testApp, owner.id)).id;
  roomIds = await fillPushableHotel(testApp, owner, hotelId);
});
afterAll(async () => {
  await testApp?.close();
  await receiver?.close();
});
beforeEach(async () => {
  receiver.reset();
  await testApp.context.db.delete(alpineBitsConnections).where(eq(alpineBitsConnections.hotelId, hotelId));
});

const url = (path = '') => `/api/hotels/${hotelId}/alpinebits${path}`;
const save = (body: object) => requestAs(testApp, owner, 'PUT', url(), body);
const codes = () => ({ [roomIds[0]!]: 'DZ', [roomIds[1]!]: 'SUITE' });
const storedConnection = async () =>
  (
    await testApp.context.db
      .select()
      .from(alpineBitsConnections)
      .where(eq(alpineBitsConnections.hotelId, hotelId))
  )[0];

describe('AlpineBits connection', () => {
  it('shows no connection yet, every room with a suggested code', async () => {
    const answer = await alpineBitsOf(testApp, owner, hotelId);
    expect(answer.connection).toBeNull();
    expect(answer.runs).toEqual([]);
    expect(answer.rooms).toEqual([
      { roomId: roomIds[0], name: 'Doppelzimmer Seeblick', code: null, suggestedCode: 'DOPPELZS' },
      { roomId: roomIds[1], name: 'Suite Bergblick', code: null, suggestedCode: 'SUITEB' },
    ]);
  });

  it("'Test connection' shows the versions and actions the server supports, and saves nothing", async () => {
    const response = await requestAs(testApp, owner, 'POST', url('/handshake'), {
      serverUrl: receiver.url,
      username: receiver.username,
      password: receiver.password,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { handshake } = response.json<AlpineBitsHandshakeResponse>();
    expect(handshake.version).toBe('2024-10');
    expect(handshake.supports).toEqual({ inventory: true, info: true });
    expect(handshake.versions[0]?.actions).toContain('action_OTA_HotelDescriptiveContentNotif_Inventory');
    expect(receiver.requests.map((request) => request.action)).toEqual(['OTA_Ping:Handshaking']);
    expect(await storedConnection()).toBeUndefined();
  });

  it('saves after a successful handshake; the password is sealed and never sent back', async () => {
    const response = await save({ ...formFor(receiver, codes()), autoPush: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain(receiver.password);
    const { connection, rooms } = response.json<AlpineBitsResponse>();
    expect(connection).toMatchObject({
      serverUrl: receiver.url,
      username: receiver.username,
      hasPassword: true,
      hotelCode: 'ALPENBLICK',
      autoPush: true,
      changedSinceLastPush: true,
      handshake: { version: '2024-10', supports: { inventory: true, info: true } },
    });
    expect(rooms.map((room) => room.code)).toEqual(['DZ', 'SUITE']);
    const row = await storedConnection();
    expect(row?.sealedPassword).not.toContain(receiver.password);
    expect((await alpineBitsOf(testApp, owner, hotelId)).connection?.hotelCode).toBe('ALPENBLICK');
  });

  it('an empty password on a later save keeps the stored one (the handshake still passes with it)', async () => {
    expect((await save(formFor(receiver, codes()))).statusCode).toBe(200);
    receiver.reset();
    const response = await save({ ...formFor(receiver, codes()), password: '', hotelCode: 'NEU' });
    expect(response.statusCode, response.body).toBe(200);
    expect(receiver.requests).toHaveLength(1);
    expect(receiver.requests[0]?.refused).toBeNull();
    expect(response.json<AlpineBitsResponse>().connection?.hotelCode).toBe('NEU');
  });

  it("wrong credentials: 'The server refused the username or password.' and nothing saved", async () => {
    const response = await save({ ...formFor(receiver), password: 'wrong-password' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('The server refused the username or password.');
    expect(response.json().error.messageId).toBe('alpineBits.refusedCredentials');
    expect(await storedConnection()).toBeUndefined();
  });

  it('refuses a URL that is not http(s), carries credentials or points at a private address', async () => {
    for (const serverUrl of [
      'ftp://127.0.0.1/alpinebits',
      `http://user:pw@${new URL(receiver.url).host}/alpinebits`,
      'http://127.0.0.1:9/alpinebits',
      'http://10.1.2.3/alpinebits',
      'http://localhost/alpinebits',
    ]) {
      const response = await save({ ...formFor(receiver), serverUrl });
      expect(response.statusCode, serverUrl).toBe(400);
      expect(Object.keys(response.json().error.fields), serverUrl).toEqual(['serverUrl']);
    }
    expect(receiver.requests).toEqual([]);
    expect(await storedConnection()).toBeUndefined();
  });

  it('a first save without a password is refused on the password field', async () => {
    const response = await save({ ...formFor(receiver), password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ password: alpineBitsTexts.passwordRequired });
  });

  it('names the room code field of a code the schema refuses, taken twice, or of a room not the hotel’s', async () => {
    const bad = await save(formFor(receiver, { [roomIds[0]!]: 'DZ 1' }));
    expect(bad.json().error.fields).toEqual({ [`roomCodes.${roomIds[0]}`]: alpineBitsTexts.roomCodeInvalid });
    const twice = await save(formFor(receiver, { [roomIds[0]!]: 'DZ', [roomIds[1]!]: 'dz' }));
    expect(twice.json().error.fields).toEqual({
      [`roomCodes.${roomIds[1]}`]: alpineBitsTexts.roomCodeTaken('dz'),
    });
    const stranger = await buildUser(testApp);
    const foreignRoom = (
      await fillPushableHotel(testApp, stranger, (await buildHotel(testApp, stranger.id)).id)
    )[0]!;
    const foreign = await save(formFor(receiver, { [foreignRoom]: 'X' }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields).toEqual({
      [`roomCodes.${foreignRoom}`]: alpineBitsTexts.roomNotFound,
    });
    expect(await storedConnection()).toBeUndefined();
  });

  it('switches automatic pushes and sets codes without a handshake; a new room has no code until set', async () => {
    await buildAlpineBitsConnection(testApp, hotelId, { roomCodes: { [roomIds[0]!]: 'DZ' } });
    const response = await requestAs(testApp, owner, 'PATCH', url(), { autoPush: true });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<AlpineBitsResponse>();
    expect(answer.connection?.autoPush).toBe(true);
    expect(answer.rooms.map((room) => [room.code, room.suggestedCode])).toEqual([
      ['DZ', 'DZ'],
      [null, 'SUITEB'],
    ]);
    const coded = await requestAs(testApp, owner, 'PATCH', url(), { roomCodes: codes() });
    expect(coded.json<AlpineBitsResponse>().rooms.map((room) => room.code)).toEqual(['DZ', 'SUITE']);
    expect(receiver.requests).toEqual([]);
    expect((await requestAs(testApp, owner, 'PATCH', url(), {})).statusCode).toBe(400);
  });

  it('disconnects: the connection and its runs are gone', async () => {
    await buildAlpineBitsConnection(testApp, hotelId);
    await buildPushRun(testApp, hotelId);
    expect((await requestAs(testApp, owner, 'DELETE', url())).statusCode).toBe(204);
    expect(await storedConnection()).toBeUndefined();
    const runs = await testApp.context.db
      .select()
      .from(alpineBitsPushRuns)
      .where(eq(alpineBitsPushRuns.hotelId, hotelId));
    expect(runs).toEqual([]);
    expect((await requestAs(testApp, owner, 'DELETE', url())).statusCode).toBe(204);
  });

  it('answers 404 for another user’s hotel and changes nothing there', async () => {
    await buildAlpineBitsConnection(testApp, hotelId);
    const stranger = await buildUser(testApp);
    for (const [method, path, body] of [
      ['GET', '', undefined],
      ['PUT', '', formFor(receiver)],
      ['PATCH', '', { autoPush: true }],
      ['DELETE', '', undefined],
      ['POST', '/handshake', { serverUrl: receiver.url, username: 'a', password: 'b' }],
      ['POST', '/push', undefined],
    ] as const) {
      const response = await requestAs(testApp, stranger, method, url(path), body);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    expect(receiver.requests).toEqual([]);
    expect((await storedConnection())?.autoPush).toBe(false);
  });
});
