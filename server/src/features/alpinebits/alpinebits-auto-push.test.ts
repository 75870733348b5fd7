import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AlpineBitsReceiver } from '@e2e/fakes/alpinebits-receiver';
import {
  alpineBitsOf,
  appWithReceiver,
  fillPushableHotel,
  formFor,
  waitForRun,
} from '../../../test/alpinebits';
import { buildHotel, buildUser, type SignedInUser } from '../../../test/factories';
import { notificationsOf } from '../../../test/notifications';
import { requestAs, type TestApp } from '../../../test/test-app';
import { runAutoPushPass } from './auto-push';
import { defaultAlpineBitsTimings, type AlpineBitsDeps } from './deps';
import { alpineBitsPasswordKey } from './sealed-password';

let testApp: TestApp;
let receiver: AlpineBitsReceiver;
let owner: SignedInUser;
let hotelId: string;
let deps: AlpineBitsDeps;
// The clock the push and its sweep read: the tests move it past the 15 minutes instead of waiting.
let now = new Date('2026-12-01T08:00:00Z');
const later = (minutes: number) => (now = new Date(now.getTime() + minutes * 60_000));

beforeAll(async () => {
  // The app's own sweep waits an hour: the tests run each pass themselves, on the same clock.
  ({ testApp, receiver } = await appWithReceiver({ now: () => now, autoPushSweepMs: 3_600_000 }));
  const { db, log, config, jobs, storage } = testApp.context;
  deps = {
    db,
    log,
    config,
    jobs,
    storage,
    passwordKey: alpineBitsPasswordKey(config.secretKey),
    timings: { ...defaultAlpineBitsTimings, now: () => now },
  };
  owner = await buildUser(testApp);
  hotelId = (await buildHotel(testApp, owner.id)).id;
  const [first, second] = await fillPushableHotel(testApp, owner, hotelId);
  const saved = await requestAs(testApp, owner, 'PUT', `/api/hotels/${hotelId}/alpinebits`, {
    ...formFor(receiver, { [first!]: 'DZ', [second!]: 'SUITE' }),
    autoPush: true,
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await testApp?.close();
  await receiver?.close();
});
beforeEach(() => receiver.reset());

/** One pass of the sweep; answers the automatic run it queued, finished, or null. */
async function pass() {
  if ((await runAutoPushPass(deps)) === 0) return null;
  const newest = (await alpineBitsOf(testApp, owner, hotelId)).runs[0]!;
  expect(newest.trigger).toBe('auto');
  return waitForRun(testApp, owner, hotelId, newest.id);
}

const describeHotel = (content: string) =>
  requestAs(testApp, owner, 'PUT', `/api/hotels/${hotelId}/description`, { content });
const failureNotices = async () =>
  (await notificationsOf(testApp, owner.id)).filter((notice) => notice.kind === 'alpinebits_push_failed');

describe('Push automatically after changes', () => {
  it('pushes a changed hotel, then not again until its content changes and 15 minutes have passed', async () => {
    expect((await pass())?.status).toBe('succeeded');
    expect(await pass()).toBeNull();

    await describeHotel('Ein Hotel am See, frisch renoviert.');
    later(10);
    expect(await pass()).toBeNull();
    expect((await alpineBitsOf(testApp, owner, hotelId)).connection?.changedSinceLastPush).toBe(true);

    later(6);
    receiver.reset();
    expect((await pass())?.status).toBe('succeeded');
    expect(receiver.requests.some((request) => request.xml.includes('frisch renoviert'))).toBe(true);
    later(16);
    expect(await pass()).toBeNull();
  });

  it('tells the owner once when automatic pushes fail, and again only after one succeeded', async () => {
    await describeHotel('Neu: Sauna.');
    later(16);
    receiver.fault('unauthorized');
    expect((await pass())?.failure?.kind).toBe('refused-credentials');
    expect(await failureNotices()).toHaveLength(1);

    // Still unpushed: tried again 15 minutes later, failing again without a second notice.
    later(16);
    receiver.fault('unauthorized');
    expect((await pass())?.status).toBe('failed');
    expect(await failureNotices()).toHaveLength(1);

    later(16);
    expect((await pass())?.status).toBe('succeeded');
    await describeHotel('Neu: Sauna und Pool.');
    later(16);
    receiver.fault('unauthorized');
    expect((await pass())?.status).toBe('failed');
    expect(await failureNotices()).toHaveLength(2);
  });

  it('a manual push that fails tells nobody; a switch turned off pushes nothing', async () => {
    receiver.fault('unauthorized');
    const manual = await requestAs(testApp, owner, 'POST', `/api/hotels/${hotelId}/alpinebits/push`);
    expect((await waitForRun(testApp, owner, hotelId, manual.json().run.id)).status).toBe('failed');
    const before = (await failureNotices()).length;
    await requestAs(testApp, owner, 'PATCH', `/api/hotels/${hotelId}/alpinebits`, { autoPush: false });
    await describeHotel('Neu: Fahrradverleih.');
    later(16);
    expect(await pass()).toBeNull();
    expect(await failureNotices()).toHaveLength(before);
  });
});
