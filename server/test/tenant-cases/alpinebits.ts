import { startAlpineBitsReceiver, type AlpineBitsReceiver } from '@e2e/fakes/alpinebits-receiver';
import { buildAlpineBitsConnection, formFor } from '../alpinebits';
import { buildHotel, buildRoom } from '../factories';
import { addTenantCases, type TenantFixture } from '../tenant-cases';

let receiver: AlpineBitsReceiver | undefined;

/**
 * The tenant test's AlpineBits server, started before its app, whose OUTBOUND_ALLOWED_HOSTS names it: the
 * owner's 'Save' and 'Test connection' need a handshake that succeeds. Elsewhere (the fuzz test) the cases point
 * at a closed local port the outbound rules refuse.
 */
export async function startTenantAlpineBitsReceiver() {
  receiver = await startAlpineBitsReceiver();
  return receiver;
}

const receiverForm = () =>
  receiver
    ? formFor(receiver)
    : {
        ...formFor({
          url: 'http://127.0.0.1:9/alpinebits',
          username: 'u',
          password: 'p',
        } as AlpineBitsReceiver),
      };

/** The owner's hotel with a room and an AlpineBits connection that gives it a code. */
async function ownerConnection({ testApp, owner }: TenantFixture) {
  const hotel = await buildHotel(testApp, owner.id);
  const room = await buildRoom(testApp, hotel.id);
  // The push goes to a private address no test allows: the owner's run ends at once as refused.
  await buildAlpineBitsConnection(testApp, hotel.id, {
    serverUrl: 'http://127.0.0.1:9/alpinebits',
    roomCodes: { [room.id]: 'DZ' },
  });
  return { hotel, room };
}

addTenantCases(
  {
    route: 'GET /api/hotels/:hotelId/alpinebits',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'GET',
      url: `/api/hotels/${(await ownerConnection(fixture)).hotel.id}/alpinebits`,
    }),
  },
  {
    route: 'PUT /api/hotels/:hotelId/alpinebits',
    kind: 'foreign-id',
    request: async (fixture) => {
      const { hotel, room } = await ownerConnection(fixture);
      return {
        method: 'PUT',
        url: `/api/hotels/${hotel.id}/alpinebits`,
        payload: { ...receiverForm(), roomCodes: { [room.id]: 'DZ' } },
      };
    },
  },
  {
    route: 'PATCH /api/hotels/:hotelId/alpinebits',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'PATCH',
      url: `/api/hotels/${(await ownerConnection(fixture)).hotel.id}/alpinebits`,
      payload: { autoPush: true },
    }),
  },
  {
    route: 'DELETE /api/hotels/:hotelId/alpinebits',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'DELETE',
      url: `/api/hotels/${(await ownerConnection(fixture)).hotel.id}/alpinebits`,
    }),
  },
  {
    route: 'POST /api/hotels/:hotelId/alpinebits/handshake',
    kind: 'foreign-id',
    request: async (fixture) => {
      const { serverUrl, username, password } = receiverForm();
      return {
        method: 'POST',
        url: `/api/hotels/${(await ownerConnection(fixture)).hotel.id}/alpinebits/handshake`,
        payload: { serverUrl, username, password },
      };
    },
  },
  {
    route: 'POST /api/hotels/:hotelId/alpinebits/push',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'POST',
      url: `/api/hotels/${(await ownerConnection(fixture)).hotel.id}/alpinebits/push`,
    }),
  },
);
