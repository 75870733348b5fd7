import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamTexts } from '@common/teams/texts';
import { hotelMembers } from '../../db/schema';
import { databaseSnapshot } from '../../../test/database-snapshot';
import { buildHotel, buildMember, buildUser, type SignedInUser } from '../../../test/factories';
import { buildTestApp, requestAs, type TestApp } from '../../../test/test-app';

/** Billing belongs to owners (issue 36): a user who only works on other people's hotels is refused. */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function startCheckout(user: SignedInUser, body: object = {}) {
  const response = await requestAs(testApp, user, 'POST', '/api/checkout', {
    planId: 'tier_50',
    from: 'pricing',
    ...body,
  });
  return { response, sessionId: response.statusCode === 200 ? sessionOf(response.json().url) : null };
}
const sessionOf = (url: string) => new URL(url).searchParams.get('session') as string;

/** A user who paid for a plan while they had no hotel, then joined someone else's hotel with `role`. */
async function subscribedMember(role: 'admin' | 'editor' | 'viewer') {
  const user = await buildUser(testApp);
  const { sessionId } = await startCheckout(user);
  expect((await requestAs(testApp, user, 'POST', `/api/test-checkout/${sessionId}/pay`)).statusCode).toBe(
    200,
  );
  const hotel = await buildHotel(testApp, (await buildUser(testApp)).id);
  await testApp.context.db.insert(hotelMembers).values({ hotelId: hotel.id, userId: user.id, role });
  // A second, open checkout the member could try to finish.
  return { user, hotel, openSession: sessionId! };
}

describe('billing routes for a member who owns no hotel', () => {
  it.each(['admin', 'editor', 'viewer'] as const)(
    'refuses an %s every billing route with 403 and changes nothing',
    async (role) => {
      const { user, openSession } = await subscribedMember(role);
      const before = await databaseSnapshot(testApp.context.db);
      const requests: [string, string, object?][] = [
        ['GET', '/api/subscription'],
        ['PUT', '/api/subscription/plan', { planId: 'tier_150' }],
        ['POST', '/api/billing/portal', {}],
        ['POST', '/api/checkout', { planId: 'tier_150', from: 'pricing' }],
        ['POST', '/api/checkout/confirm', { sessionId: openSession }],
        ['GET', `/api/test-checkout/${openSession}`],
        ['POST', `/api/test-checkout/${openSession}/pay`],
        ['POST', `/api/test-checkout/${openSession}/cancel`],
        ['PUT', '/api/test-checkout/portal', { cancelAtPeriodEnd: true }],
      ];
      for (const [method, url, body] of requests) {
        const response = await requestAs(testApp, user, method as 'GET', url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().error.message).toBe(teamTexts.roleNotAllowed);
      }
      expect(await databaseSnapshot(testApp.context.db)).toEqual(before);
    },
  );
});

describe('billing routes for everyone else', () => {
  it('lets a user without any hotel subscribe, as when signing up', async () => {
    const user = await buildUser(testApp);
    expect((await requestAs(testApp, user, 'GET', '/api/subscription')).json()).toEqual({
      subscription: null,
    });
    const { response, sessionId } = await startCheckout(user);
    expect(response.statusCode).toBe(200);
    expect((await requestAs(testApp, user, 'POST', `/api/test-checkout/${sessionId}/pay`)).statusCode).toBe(
      200,
    );
    const confirmed = await requestAs(testApp, user, 'POST', '/api/checkout/confirm', { sessionId });
    expect(confirmed.json()).toMatchObject({ paid: true, subscription: { planId: 'tier_50' } });
  });

  it('lets an owner who also works on other hotels manage their subscription', async () => {
    const owner = await buildUser(testApp);
    await buildHotel(testApp, owner.id);
    const elsewhere = await buildHotel(testApp, (await buildUser(testApp)).id);
    await testApp.context.db
      .insert(hotelMembers)
      .values({ hotelId: elsewhere.id, userId: owner.id, role: 'editor' });
    const { sessionId } = await startCheckout(owner);
    await requestAs(testApp, owner, 'POST', `/api/test-checkout/${sessionId}/pay`);
    expect((await requestAs(testApp, owner, 'GET', '/api/subscription')).json().subscription).toMatchObject({
      planId: 'tier_50',
      status: 'active',
    });
    const changed = await requestAs(testApp, owner, 'PUT', '/api/subscription/plan', { planId: 'tier_150' });
    expect(changed.statusCode).toBe(200);
    expect((await requestAs(testApp, owner, 'POST', '/api/billing/portal', {})).statusCode).toBe(200);
  });

  it('starts a checkout for a hotel the user owns, not for one they only work on', async () => {
    const owner = await buildUser(testApp);
    const own = await buildHotel(testApp, owner.id);
    const stranger = await buildUser(testApp);
    const foreign = await buildHotel(testApp, stranger.id);
    const workedOn = await buildHotel(testApp, stranger.id);
    await testApp.context.db
      .insert(hotelMembers)
      .values({ hotelId: workedOn.id, userId: owner.id, role: 'admin' });
    expect((await startCheckout(owner, { hotelId: workedOn.id })).response.statusCode).toBe(403);
    expect((await startCheckout(owner, { hotelId: foreign.id })).response.statusCode).toBe(404);
    expect((await startCheckout(owner, { hotelId: own.id })).response.statusCode).toBe(200);
  });

  it('lets a member in as soon as they own a hotel of their own', async () => {
    const member = await buildMember(
      testApp,
      (await buildHotel(testApp, (await buildUser(testApp)).id)).id,
      'editor',
    );
    expect((await requestAs(testApp, member, 'GET', '/api/subscription')).statusCode).toBe(403);
    await buildHotel(testApp, member.id);
    expect((await requestAs(testApp, member, 'GET', '/api/subscription')).statusCode).toBe(200);
  });
});
