import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, hotelMembers, hotels, ownershipOffers } from '../../db/schema';
import { buildHotel, buildMember, buildUser } from '../../../test/factories';
import { buildTestApp, requestAs, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const db = () => testApp.context.db;
const offerUrl = (hotelId: string) => `/api/hotels/${hotelId}/ownership-offer`;

async function rolesIn(hotelIds: string[]) {
  const rows = await db().select().from(hotelMembers).where(inArray(hotelMembers.hotelId, hotelIds));
  return rows.map((row) => `${row.hotelId} ${row.userId} ${row.role}`).sort();
}

describe('handing over ownership', () => {
  it('offers the hotel to a member, who alone can accept it; the owner becomes an admin', async () => {
    const owner = await buildUser(testApp);
    const hotel = await buildHotel(testApp, owner.id);
    const successor = await buildMember(testApp, hotel.id, 'editor');
    const bystander = await buildMember(testApp, hotel.id, 'admin');

    const offered = await requestAs(testApp, owner, 'POST', offerUrl(hotel.id), { userId: successor.id });
    expect(offered.statusCode).toBe(201);
    expect(offered.json().offer).toMatchObject({ toUserId: successor.id, toEmail: successor.email });
    const team = (await requestAs(testApp, owner, 'GET', `/api/hotels/${hotel.id}/team`)).json();
    expect(team.ownershipOffer).toMatchObject({ toUserId: successor.id, fromEmail: owner.email });
    expect((await requestAs(testApp, successor, 'GET', offerUrl(hotel.id))).json().offer).toMatchObject({
      fromEmail: owner.email,
    });
    expect((await requestAs(testApp, bystander, 'GET', offerUrl(hotel.id))).json()).toEqual({ offer: null });

    const wrongAcceptance = await requestAs(testApp, bystander, 'POST', `${offerUrl(hotel.id)}/accept`);
    expect(wrongAcceptance.statusCode).toBe(404);
    expect((await requestAs(testApp, owner, 'POST', `${offerUrl(hotel.id)}/accept`)).statusCode).toBe(404);

    const accepted = await requestAs(testApp, successor, 'POST', `${offerUrl(hotel.id)}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ hotelId: hotel.id });
    expect(await rolesIn([hotel.id])).toEqual(
      [
        `${hotel.id} ${owner.id} admin`,
        `${hotel.id} ${successor.id} owner`,
        `${hotel.id} ${bystander.id} admin`,
      ].sort(),
    );
    const [row] = await db().select().from(hotels).where(eq(hotels.id, hotel.id));
    expect(row!.userId).toBe(successor.id);
    expect(await db().select().from(ownershipOffers).where(eq(ownershipOffers.hotelId, hotel.id))).toEqual(
      [],
    );

    // The new roles hold at the next request: the former owner can no longer offer the hotel to anyone.
    expect(
      (await requestAs(testApp, owner, 'POST', offerUrl(hotel.id), { userId: successor.id })).statusCode,
    ).toBe(403);
    expect((await requestAs(testApp, successor, 'GET', '/api/hotels')).json().hotels).toMatchObject([
      { id: hotel.id, role: 'owner' },
    ]);
    const [entry] = await db().select().from(activities).where(eq(activities.kind, 'ownership_transferred'));
    expect(entry).toMatchObject({
      hotelId: hotel.id,
      actorUserId: successor.id,
      changes: [{ field: 'owner', before: owner.email, after: successor.email }],
    });
    // A second acceptance finds no offer.
    expect((await requestAs(testApp, successor, 'POST', `${offerUrl(hotel.id)}/accept`)).statusCode).toBe(
      404,
    );
  });

  it("drops both members' notification choices, as each role has its own defaults", async () => {
    const owner = await buildUser(testApp);
    const hotel = await buildHotel(testApp, owner.id);
    const successor = await buildMember(testApp, hotel.id, 'editor');
    await db()
      .update(hotelMembers)
      .set({ notifyEvents: ['import_finished'] })
      .where(eq(hotelMembers.hotelId, hotel.id));
    await requestAs(testApp, owner, 'POST', offerUrl(hotel.id), { userId: successor.id });
    expect((await requestAs(testApp, successor, 'POST', `${offerUrl(hotel.id)}/accept`)).statusCode).toBe(
      200,
    );
    const rows = await db().select().from(hotelMembers).where(eq(hotelMembers.hotelId, hotel.id));
    expect(rows.map((row) => [row.role, row.notifyEvents]).sort()).toEqual([
      ['admin', null],
      ['owner', null],
    ]);
  });

  it('hands over every hotel of a chain at once', async () => {
    const owner = await buildUser(testApp);
    const first = await buildHotel(testApp, owner.id, { type: 'chain' });
    const second = await buildHotel(testApp, owner.id, { type: 'chain' });
    const successor = await buildMember(testApp, first.id, 'admin');
    expect(
      (await requestAs(testApp, owner, 'POST', offerUrl(second.id), { userId: successor.id })).statusCode,
    ).toBe(201);
    expect((await requestAs(testApp, successor, 'POST', `${offerUrl(first.id)}/accept`)).statusCode).toBe(
      200,
    );
    expect(await rolesIn([first.id, second.id])).toEqual(
      [
        `${first.id} ${owner.id} admin`,
        `${first.id} ${successor.id} owner`,
        `${second.id} ${owner.id} admin`,
        `${second.id} ${successor.id} owner`,
      ].sort(),
    );
    const rows = await db()
      .select()
      .from(hotels)
      .where(inArray(hotels.id, [first.id, second.id]));
    expect(rows.map((row) => row.userId)).toEqual([successor.id, successor.id]);
    // The former owner stays on the chain's hotels, also on one added later.
    const third = await buildHotel(testApp, successor.id, { type: 'chain' });
    expect((await requestAs(testApp, owner, 'GET', `/api/hotels/${third.id}/rooms`)).statusCode).toBe(200);
  });

  it('refuses an admin with 403 and an offer to a non-member with 404, changing nothing', async () => {
    const owner = await buildUser(testApp);
    const hotel = await buildHotel(testApp, owner.id);
    const admin = await buildMember(testApp, hotel.id, 'admin');
    const outsider = await buildUser(testApp);
    const refused = await requestAs(testApp, admin, 'POST', offerUrl(hotel.id), { userId: admin.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Your role does not allow this.');
    expect((await requestAs(testApp, admin, 'DELETE', offerUrl(hotel.id))).statusCode).toBe(403);
    expect(
      (await requestAs(testApp, owner, 'POST', offerUrl(hotel.id), { userId: outsider.id })).statusCode,
    ).toBe(404);
    expect(
      (await requestAs(testApp, owner, 'POST', offerUrl(hotel.id), { userId: owner.id })).statusCode,
    ).toBe(404);
    expect((await requestAs(testApp, owner, 'POST', offerUrl(hotel.id), { userId: 42 })).statusCode).toBe(
      400,
    );
    expect(await db().select().from(ownershipOffers).where(eq(ownershipOffers.hotelId, hotel.id))).toEqual(
      [],
    );
    expect(await rolesIn([hotel.id])).toEqual(
      [`${hotel.id} ${owner.id} owner`, `${hotel.id} ${admin.id} admin`].sort(),
    );
  });

  it('hands over once when the offered member accepts twice at once', async () => {
    const owner = await buildUser(testApp);
    const hotel = await buildHotel(testApp, owner.id);
    const successor = await buildMember(testApp, hotel.id, 'admin');
    await requestAs(testApp, owner, 'POST', offerUrl(hotel.id), { userId: successor.id });
    const answers = await Promise.all([
      requestAs(testApp, successor, 'POST', `${offerUrl(hotel.id)}/accept`),
      requestAs(testApp, successor, 'POST', `${offerUrl(hotel.id)}/accept`),
    ]);
    // The second waits for the first and then finds the team handed over meanwhile.
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().error.message).toBe(
      'The team changed meanwhile. Reload the page and try again.',
    );
    expect(await rolesIn([hotel.id])).toEqual(
      [`${hotel.id} ${owner.id} admin`, `${hotel.id} ${successor.id} owner`].sort(),
    );
    const entries = await db().select().from(activities).where(eq(activities.hotelId, hotel.id));
    expect(entries.filter((entry) => entry.kind === 'ownership_transferred')).toHaveLength(1);
  });

  it('lets the owner withdraw the offer, after which it cannot be accepted', async () => {
    const owner = await buildUser(testApp);
    const hotel = await buildHotel(testApp, owner.id);
    const successor = await buildMember(testApp, hotel.id, 'viewer');
    await requestAs(testApp, owner, 'POST', offerUrl(hotel.id), { userId: successor.id });
    expect((await requestAs(testApp, owner, 'DELETE', offerUrl(hotel.id))).statusCode).toBe(204);
    expect((await requestAs(testApp, successor, 'GET', offerUrl(hotel.id))).json()).toEqual({ offer: null });
    expect((await requestAs(testApp, successor, 'POST', `${offerUrl(hotel.id)}/accept`)).statusCode).toBe(
      404,
    );
    const [row] = await db().select().from(hotels).where(eq(hotels.id, hotel.id));
    expect(row!.userId).toBe(owner.id);
  });

  it('withdraws the offer to a member who is removed', async () => {
    const owner = await buildUser(testApp);
    const hotel = await buildHotel(testApp, owner.id);
    const successor = await buildMember(testApp, hotel.id, 'viewer');
    await requestAs(testApp, owner, 'POST', offerUrl(hotel.id), { userId: successor.id });
    await requestAs(testApp, owner, 'DELETE', `/api/hotels/${hotel.id}/members/${successor.id}`);
    expect(await db().select().from(ownershipOffers).where(eq(ownershipOffers.hotelId, hotel.id))).toEqual(
      [],
    );
  });
});
