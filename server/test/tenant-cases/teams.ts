import { hotelMembers } from '../../src/db/schema';
import { buildHotel, buildMember, buildUser } from '../factories';
import { addPublicRoutes, addTenantCases, type TenantFixture } from '../tenant-cases';
import { buildInvitation } from '../teams';
import { requestAs } from '../test-app';

/** The invitation page reads what a link invites to before anyone signs in (issue 36, part 2). */
addPublicRoutes('GET /api/invitations/:token');

const ownHotel = async ({ testApp, owner }: TenantFixture) => buildHotel(testApp, owner.id);

/** A hotel of someone else on which the case's user works as a viewer, with the hotel's owner. */
async function workedOnHotel({ testApp, owner }: TenantFixture) {
  const hotelOwner = await buildUser(testApp);
  const hotel = await buildHotel(testApp, hotelOwner.id);
  await testApp.context.db
    .insert(hotelMembers)
    .values({ hotelId: hotel.id, userId: owner.id, role: 'viewer' });
  return { hotel, hotelOwner };
}

/** Settings -> Team: the team of the user's hotel; another user's hotel answers 404 on every route. */
addTenantCases(
  {
    route: 'GET /api/hotels/:hotelId/team',
    kind: 'foreign-id',
    request: async (fixture) => ({ method: 'GET', url: `/api/hotels/${(await ownHotel(fixture)).id}/team` }),
  },
  {
    route: 'POST /api/hotels/:hotelId/invitations',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'POST',
      url: `/api/hotels/${(await ownHotel(fixture)).id}/invitations`,
      payload: { email: 'new.member@example.com', role: 'editor', hotels: 'all' },
    }),
  },
  {
    route: 'POST /api/hotels/:hotelId/invitations/:invitationId/resend',
    kind: 'foreign-id',
    request: async (fixture) => {
      const hotel = await ownHotel(fixture);
      const invitation = await buildInvitation(fixture.testApp, fixture.owner, hotel.id);
      return { method: 'POST', url: `/api/hotels/${hotel.id}/invitations/${invitation.id}/resend` };
    },
  },
  {
    route: 'DELETE /api/hotels/:hotelId/invitations/:invitationId',
    kind: 'foreign-id',
    request: async (fixture) => {
      const hotel = await ownHotel(fixture);
      const invitation = await buildInvitation(fixture.testApp, fixture.owner, hotel.id);
      return { method: 'DELETE', url: `/api/hotels/${hotel.id}/invitations/${invitation.id}` };
    },
  },
  {
    route: 'PUT /api/hotels/:hotelId/members/:userId',
    kind: 'foreign-id',
    request: async (fixture) => {
      const hotel = await ownHotel(fixture);
      const member = await buildMember(fixture.testApp, hotel.id, 'viewer');
      return {
        method: 'PUT',
        url: `/api/hotels/${hotel.id}/members/${member.id}`,
        payload: { role: 'editor' },
      };
    },
  },
  {
    // A member of one of the chain's two hotels is given both.
    route: 'PUT /api/hotels/:hotelId/members/:userId/hotels',
    kind: 'foreign-id',
    request: async ({ testApp, owner }) => {
      const chain = { type: 'chain', chainName: 'Kette' } as const;
      const first = await buildHotel(testApp, owner.id, { name: 'Kette Nord', ...chain });
      const second = await buildHotel(testApp, owner.id, { name: 'Kette Süd', ...chain });
      const member = await buildMember(testApp, first.id, 'viewer');
      return {
        method: 'PUT',
        url: `/api/hotels/${first.id}/members/${member.id}/hotels`,
        payload: { hotels: [first.id, second.id] },
      };
    },
  },
  {
    route: 'DELETE /api/hotels/:hotelId/members/:userId',
    kind: 'foreign-id',
    request: async (fixture) => {
      const hotel = await ownHotel(fixture);
      const member = await buildMember(fixture.testApp, hotel.id, 'viewer');
      return { method: 'DELETE', url: `/api/hotels/${hotel.id}/members/${member.id}` };
    },
  },
  {
    // The user leaves a hotel they work on.
    route: 'DELETE /api/hotels/:hotelId/membership',
    kind: 'foreign-id',
    request: async (fixture) => {
      const { hotel } = await workedOnHotel(fixture);
      return { method: 'DELETE', url: `/api/hotels/${hotel.id}/membership` };
    },
  },
  {
    route: 'GET /api/hotels/:hotelId/ownership-offer',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'GET',
      url: `/api/hotels/${(await ownHotel(fixture)).id}/ownership-offer`,
    }),
  },
  {
    route: 'POST /api/hotels/:hotelId/ownership-offer',
    kind: 'foreign-id',
    request: async (fixture) => {
      const hotel = await ownHotel(fixture);
      const member = await buildMember(fixture.testApp, hotel.id, 'admin');
      return {
        method: 'POST',
        url: `/api/hotels/${hotel.id}/ownership-offer`,
        payload: { userId: member.id },
      };
    },
  },
  {
    route: 'DELETE /api/hotels/:hotelId/ownership-offer',
    kind: 'foreign-id',
    request: async (fixture) => {
      const hotel = await ownHotel(fixture);
      const member = await buildMember(fixture.testApp, hotel.id, 'admin');
      await requestAs(fixture.testApp, fixture.owner, 'POST', `/api/hotels/${hotel.id}/ownership-offer`, {
        userId: member.id,
      });
      return { method: 'DELETE', url: `/api/hotels/${hotel.id}/ownership-offer` };
    },
  },
  {
    // The user accepts the hotel its owner offered them.
    route: 'POST /api/hotels/:hotelId/ownership-offer/accept',
    kind: 'foreign-id',
    request: async (fixture) => {
      const { hotel, hotelOwner } = await workedOnHotel(fixture);
      const offered = await requestAs(
        fixture.testApp,
        hotelOwner,
        'POST',
        `/api/hotels/${hotel.id}/ownership-offer`,
        {
          userId: fixture.owner.id,
        },
      );
      if (offered.statusCode !== 201) throw new Error(`offer failed: ${offered.body}`);
      return { method: 'POST', url: `/api/hotels/${hotel.id}/ownership-offer/accept` };
    },
  },
  {
    // An invitation to the user's address: another account is refused (403, the link is bound to the address) and
    // changes nothing.
    route: 'POST /api/invitations/:token/accept',
    kind: 'own-scope',
    request: async ({ testApp, owner }) => {
      const inviter = await buildUser(testApp);
      const hotel = await buildHotel(testApp, inviter.id);
      const { token } = await buildInvitation(testApp, inviter, hotel.id, { email: owner.email });
      return { method: 'POST', url: `/api/invitations/${token}/accept` };
    },
  },
);
