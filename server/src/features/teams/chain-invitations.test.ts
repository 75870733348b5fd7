import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHotel, buildUser } from '../../../test/factories';
import { acceptInvitation, buildInvitation, invitationPreview } from '../../../test/teams';
import { buildTestApp, requestAs, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const preview = (token: string) => invitationPreview(testApp, token);
const accept = (user: { cookie: string }, token: string) => acceptInvitation(testApp, user, token);

describe("a chain's invitations", () => {
  async function chain() {
    const owner = await buildUser(testApp);
    const first = await buildHotel(testApp, owner.id, {
      name: 'Kette Nord',
      type: 'chain',
      chainName: 'Kette',
    });
    const second = await buildHotel(testApp, owner.id, {
      name: 'Kette Süd',
      type: 'chain',
      chainName: 'Kette',
    });
    return { owner, first, second };
  }

  it('joins the chosen hotels only, or all of them now and later', async () => {
    const { owner, first, second } = await chain();
    const some = await buildUser(testApp);
    const all = await buildUser(testApp);
    const chosen = await buildInvitation(testApp, owner, first.id, {
      email: some.email,
      hotels: [second.id],
    });
    const everything = await buildInvitation(testApp, owner, first.id, { email: all.email, hotels: 'all' });
    expect((await preview(everything.token)).json().invitation).toMatchObject({
      allHotels: true,
      hotels: ['Kette Nord', 'Kette Süd'],
      chainName: 'Kette',
    });

    expect((await accept(some, chosen.token)).json()).toEqual({ hotelId: second.id });
    expect((await accept(all, everything.token)).json()).toEqual({ hotelId: first.id });
    const third = await buildHotel(testApp, owner.id, {
      name: 'Kette Ost',
      type: 'chain',
      chainName: 'Kette',
    });

    const team = (await requestAs(testApp, owner, 'GET', `/api/hotels/${first.id}/team`)).json();
    const hotelsOf = (email: string) =>
      team.members
        .find((member: { email: string }) => member.email === email)
        .hotels.map((hotel: { name: string }) => hotel.name);
    expect(hotelsOf(some.email)).toEqual(['Kette Süd']);
    expect(hotelsOf(all.email)).toEqual(['Kette Nord', 'Kette Süd', 'Kette Ost']);
    expect((await requestAs(testApp, some, 'GET', `/api/hotels/${third.id}/rooms`)).statusCode).toBe(404);
    expect((await requestAs(testApp, all, 'GET', `/api/hotels/${third.id}/rooms`)).statusCode).toBe(200);
  });

  it("lets an admin of some of the chain's hotels invite to those only", async () => {
    const { owner, first, second } = await chain();
    const admin = await buildUser(testApp);
    const { token } = await buildInvitation(testApp, owner, first.id, {
      email: admin.email,
      role: 'admin',
      hotels: [first.id],
    });
    expect((await accept(admin, token)).statusCode).toBe(200);
    const url = `/api/hotels/${first.id}/invitations`;
    const invite = (hotels: 'all' | string[]) =>
      requestAs(testApp, admin, 'POST', url, { email: 'helper@example.com', role: 'editor', hotels });
    expect((await invite([second.id])).statusCode).toBe(403);
    expect((await invite('all')).statusCode).toBe(403);
    expect((await invite([first.id])).statusCode).toBe(201);
    const team = (await requestAs(testApp, admin, 'GET', `/api/hotels/${first.id}/team`)).json();
    expect(team).toMatchObject({ yourHotelIds: [first.id], canInviteToAll: false });
  });
});
