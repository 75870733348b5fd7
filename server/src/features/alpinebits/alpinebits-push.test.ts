import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AlpineBitsResponse, AlpineBitsRunResponse } from '@common/alpinebits/schemas';
import { alpineBitsTexts } from '@common/alpinebits/texts';
import type { AlpineBitsReceiver } from '@e2e/fakes/alpinebits-receiver';
import {
  alpineBitsOf,
  appWithReceiver,
  buildPushRun,
  fillPushableHotel,
  formFor,
  waitForRun,
} from '../../../test/alpinebits';
import { buildHotel, buildUser, type SignedInUser } from '../../../test/factories';
import { requestAs, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
let receiver: AlpineBitsReceiver;
let owner: SignedInUser;
let hotelId: string;

beforeAll(async () => {
  // A stall fails the run after 5 seconds instead of a minute (the receiver checks every message against the
  // schema before it answers, which takes its time on a busy machine); retries wait 10 ms.
  ({ testApp, receiver } = await appWithReceiver({ exchangeTimeoutMs: 5_000 }));
  owner = await buildUser(testApp);
  hotelId = (await buildHotel(testApp, owner.id)).id;
  const roomIds = await fillPushableHotel(testApp, owner, hotelId);
  const saved = await requestAs(
    testApp,
    owner,
    'PUT',
    `/api/hotels/${hotelId}/alpinebits`,
    formFor(receiver, { [roomIds[0]!]: 'DZ', [roomIds[1]!]: 'SUITE' }),
  );
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await testApp?.close();
  await receiver?.close();
});
beforeEach(() => receiver.reset());

async function push(user = owner, hotel = hotelId) {
  const response = await requestAs(testApp, user, 'POST', `/api/hotels/${hotel}/alpinebits/push`);
  expect(response.statusCode, response.body).toBe(202);
  return response.json<AlpineBitsRunResponse>().run;
}

const pushAndWait = async () => waitForRun(testApp, owner, hotelId, (await push()).id);
const actions = () =>
  receiver.requests.map((request) => request.action.replace('OTA_HotelDescriptiveContentNotif:', ''));

describe('AlpineBits push', () => {
  it('queues, sends Inventory and Info, and records what was sent and how it went', async () => {
    const queued = await push();
    expect(queued).toMatchObject({ status: 'queued', trigger: 'manual', counts: null });
    const run = await waitForRun(testApp, owner, hotelId, queued.id);
    expect(run).toMatchObject({
      status: 'succeeded',
      tries: 1,
      counts: { rooms: 2, languages: 1 },
      languages: ['en'],
      failure: null,
      answers: [
        { message: 'inventory', outcome: 'success', warnings: [], errors: [] },
        { message: 'info', outcome: 'success', warnings: [], errors: [] },
      ],
    });
    expect(run.counts?.pictures).toBeGreaterThanOrEqual(4);
    expect(run.durationMs).toBeGreaterThanOrEqual(0);
    expect(actions()).toEqual(['OTA_Ping:Handshaking', 'Inventory', 'Info']);
    expect(receiver.requests.every((request) => request.refused === null)).toBe(true);
    const inventory = receiver.requests[1]!.xml;
    expect(inventory).toMatch(/<GuestRoom [^>]*Code="DZ"/);
    expect(inventory).toMatch(/<GuestRoom [^>]*Code="SUITE"/);
    expect(inventory).toContain('http://localhost:3999/files/hotel-assets/');
    const after = await alpineBitsOf(testApp, owner, hotelId);
    expect(after.connection?.changedSinceLastPush).toBe(false);
    expect(after.runs[0]?.id).toBe(run.id);
    // On the dashboard's Recent Activity.
    const activities = await requestAs(testApp, owner, 'GET', `/api/hotels/${hotelId}/activities`);
    expect(activities.json()[0]).toMatchObject({
      kind: 'alpinebits_push',
      title: `Pushed the content through AlpineBits to ${new URL(receiver.url).host}`,
      // The member who asked for the push (issue 36).
      actor: { id: owner.id, name: owner.email },
    });
  });

  it("records the server's Warnings with their texts", async () => {
    receiver.answer({ outcome: 'warnings', texts: ['Picture 3 could not be fetched'] });
    const run = await pushAndWait();
    expect(run.status).toBe('warnings');
    expect(run.warnings).toContain('Picture 3 could not be fetched');
    expect(run.failure).toBeNull();
  });

  it("fails on the server's Errors answer with its texts, and does not try again", async () => {
    receiver.answer({ outcome: 'errors', texts: ['Unknown hotel code ALPENBLICK'] });
    const run = await pushAndWait();
    expect(run).toMatchObject({
      status: 'failed',
      tries: 1,
      failure: { kind: 'errors-answer', message: alpineBitsTexts.errorsAnswer },
    });
    expect(run.errors).toContain('Unknown hotel code ALPENBLICK');
    expect(run.failure?.details).toContain('Unknown hotel code ALPENBLICK');
    expect(actions().filter((action) => action === 'OTA_Ping:Handshaking')).toHaveLength(1);
  });

  it('tries again after a 500 and succeeds', async () => {
    receiver.fault('server-error');
    const run = await pushAndWait();
    expect(run).toMatchObject({ status: 'succeeded', tries: 2 });
    expect(actions()).toEqual(['OTA_Ping:Handshaking', 'Inventory', 'Info']);
  });

  it('gives up after three tries of 5xx answers and says so', async () => {
    receiver.fault('server-error', 'server-error', 'server-error');
    const run = await pushAndWait();
    expect(run).toMatchObject({ status: 'failed', tries: 3, failure: { kind: 'server-error' } });
    expect(receiver.requests).toEqual([]);
  });

  it('fails a run whose server stalls, with the reason, within the limit', async () => {
    receiver.fault('stall');
    const run = await pushAndWait();
    expect(run).toMatchObject({
      status: 'failed',
      tries: 1,
      failure: { kind: 'timeout', message: alpineBitsTexts.timeout },
    });
  });

  it('fails a run whose server answers a web page, and one that refuses the credentials', async () => {
    receiver.fault('html');
    expect((await pushAndWait()).failure).toMatchObject({
      kind: 'not-alpinebits',
      message: alpineBitsTexts.notAlpineBits,
    });
    receiver.fault('unauthorized');
    expect((await pushAndWait()).failure).toMatchObject({
      kind: 'refused-credentials',
      message: 'The server refused the username or password.',
    });
  });

  it('two pushes at once: the second follows the first, neither is lost', async () => {
    const [first, second] = await Promise.all([push(), push()]);
    const done = [
      await waitForRun(testApp, owner, hotelId, first.id),
      await waitForRun(testApp, owner, hotelId, second.id),
    ];
    expect(done.map((run) => run.status)).toEqual(['succeeded', 'succeeded']);
    // One push's three requests, then the other's: never interleaved.
    expect(actions()).toEqual([
      'OTA_Ping:Handshaking',
      'Inventory',
      'Info',
      'OTA_Ping:Handshaking',
      'Inventory',
      'Info',
    ]);
    const [earlier, later] = [...done].sort((a, b) => a.startedAt!.localeCompare(b.startedAt!));
    expect(Date.parse(later!.startedAt!)).toBeGreaterThanOrEqual(Date.parse(earlier!.finishedAt!));
  });

  it('keeps the last 20 runs', async () => {
    for (let index = 0; index < 25; index += 1)
      await buildPushRun(testApp, hotelId, { queuedAt: new Date(Date.now() - (index + 1) * 60_000) });
    const run = await pushAndWait();
    const { runs } = await alpineBitsOf(testApp, owner, hotelId);
    expect(runs).toHaveLength(20);
    expect(runs[0]?.id).toBe(run.id);
  });

  it("a hotel with no rooms: 'Add at least one room before pushing.' and no run", async () => {
    const empty = (await buildHotel(testApp, owner.id)).id;
    await requestAs(testApp, owner, 'PUT', `/api/hotels/${empty}/alpinebits`, formFor(receiver));
    receiver.reset();
    const response = await requestAs(testApp, owner, 'POST', `/api/hotels/${empty}/alpinebits/push`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Add at least one room before pushing.');
    expect((await alpineBitsOf(testApp, owner, empty)).runs).toEqual([]);
    expect(receiver.requests).toEqual([]);
  });

  it('a hotel without a connection answers 404; another user’s hotel too', async () => {
    const other = (await buildHotel(testApp, owner.id)).id;
    expect((await requestAs(testApp, owner, 'POST', `/api/hotels/${other}/alpinebits/push`)).statusCode).toBe(
      404,
    );
    const stranger = await buildUser(testApp);
    const foreign = await requestAs(testApp, stranger, 'POST', `/api/hotels/${hotelId}/alpinebits/push`);
    expect(foreign.statusCode).toBe(404);
    expect((await alpineBitsOf(testApp, owner, hotelId)).runs.every((run) => run.status !== 'queued')).toBe(
      true,
    );
  });

  it('sends the hotel’s primary language first, then every other language it has texts in', async () => {
    // English first (the primary language), though German comes first in the usual order.
    const hotel = (await buildHotel(testApp, owner.id)).id;
    const roomIds = await fillPushableHotel(testApp, owner, hotel);
    const german = await requestAs(testApp, owner, 'PUT', `/api/hotels/${hotel}/description`, {
      content: 'Ein Hotel am See.',
      language: 'de',
    });
    expect(german.statusCode).toBe(200);
    const saved = await requestAs(
      testApp,
      owner,
      'PUT',
      `/api/hotels/${hotel}/alpinebits`,
      formFor(receiver, { [roomIds[0]!]: 'DZ', [roomIds[1]!]: 'SUITE' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const run = await waitForRun(testApp, owner, hotel, (await push(owner, hotel)).id);
    expect(run).toMatchObject({ status: 'succeeded', languages: ['en', 'de'], counts: { languages: 2 } });
  });

  it('leaves out a room without a code and lists it', async () => {
    const answer = await alpineBitsOf(testApp, owner, hotelId);
    const [coded, uncoded] = answer.rooms;
    const patched = await requestAs(testApp, owner, 'PATCH', `/api/hotels/${hotelId}/alpinebits`, {
      roomCodes: { [coded!.roomId]: 'DZ' },
    });
    expect(patched.json<AlpineBitsResponse>().rooms[1]?.code).toBeNull();
    const run = await pushAndWait();
    expect(run.counts?.rooms).toBe(1);
    expect(run.leftOut).toContainEqual({ key: uncoded!.roomId, name: uncoded!.name, where: 'room' });
  });
});
