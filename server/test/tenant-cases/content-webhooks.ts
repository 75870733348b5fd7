import { buildApiKey } from '../api-keys';
import { buildWebhook } from '../content-webhooks';
import { buildHotel } from '../factories';
import { addTenantCases, type TenantFixture } from '../tenant-cases';

/**
 * The owner's key with a webhook. Its address is a literal private one, refused at once without a lookup, so a
 * test event answers its owner quickly (as not delivered) and nothing leaves the machine.
 */
async function ownerKeyWithWebhook({ testApp, owner }: TenantFixture, withWebhook = true) {
  const hotel = await buildHotel(testApp, owner.id);
  const key = await buildApiKey(testApp, owner.id, [hotel.id]);
  if (withWebhook) await buildWebhook(testApp, key.id, 'https://10.0.0.1/hooks/hotel-content');
  return key;
}

/** Settings -> API keys: each key's webhook (issue 34, point 5). Another user's key answers 404. */
addTenantCases(
  {
    route: 'GET /api/api-keys/:keyId/webhook',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'GET',
      url: `/api/api-keys/${(await ownerKeyWithWebhook(fixture)).id}/webhook`,
    }),
  },
  {
    // A literal public address needs no lookup to be taken.
    route: 'PUT /api/api-keys/:keyId/webhook',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'PUT',
      url: `/api/api-keys/${(await ownerKeyWithWebhook(fixture, false)).id}/webhook`,
      payload: { url: 'https://93.184.216.34/hooks/hotel-content' },
    }),
  },
  {
    route: 'DELETE /api/api-keys/:keyId/webhook',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'DELETE',
      url: `/api/api-keys/${(await ownerKeyWithWebhook(fixture)).id}/webhook`,
    }),
  },
  {
    route: 'POST /api/api-keys/:keyId/webhook/test',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'POST',
      url: `/api/api-keys/${(await ownerKeyWithWebhook(fixture)).id}/webhook/test`,
    }),
  },
  {
    route: 'POST /api/api-keys/:keyId/webhook/enable',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'POST',
      url: `/api/api-keys/${(await ownerKeyWithWebhook(fixture)).id}/webhook/enable`,
    }),
  },
  {
    route: 'POST /api/api-keys/:keyId/webhook/roll-secret',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'POST',
      url: `/api/api-keys/${(await ownerKeyWithWebhook(fixture)).id}/webhook/roll-secret`,
    }),
  },
);
