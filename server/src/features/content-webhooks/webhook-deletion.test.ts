import { eq, inArray, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver, type WebhookReceiver } from '@e2e/fakes/webhook-receiver';
import {
  contentChanges,
  contentWebhookDeliveries,
  contentWebhookEvents,
  contentWebhooks,
} from '../../db/schema';
import { buildApiKey } from '../../../test/api-keys';
import { buildWebhook, minuteAndABit, webhookSweep } from '../../../test/content-webhooks';
import { buildHotel, buildRoom, buildUser } from '../../../test/factories';
import { buildTestApp, testAppUrl, type TestApp } from '../../../test/test-app';

// Deleting a hotel or an account removes what the webhooks keep of it (issue 34, point 5).
let receiver: WebhookReceiver;
let testApp: TestApp;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
  testApp = await buildTestApp({ OUTBOUND_ALLOWED_HOSTS: receiver.host });
});
afterAll(async () => {
  await testApp.close();
  await receiver.close();
});

const db = () => testApp.context.db;

/** A user's two hotels under one key with a webhook: a delivered event, a failed one waiting, a pending change. */
async function hotelsWithWebhookHistory() {
  const user = await buildUser(testApp);
  const chain = { type: 'chain' as const, publishContent: true };
  const [first, second] = [
    await buildHotel(testApp, user.id, chain),
    await buildHotel(testApp, user.id, chain),
  ];
  const key = await buildApiKey(testApp, user.id, [first!.id, second!.id]);
  const webhook = await buildWebhook(testApp, key.id, receiver.url(`/hooks/${user.id}`));
  const sweep = webhookSweep(testApp);
  await buildRoom(testApp, first!.id);
  await buildRoom(testApp, second!.id);
  receiver.answer = (request) => (request.event.hotel?.id === second!.id ? 500 : 200);
  sweep.advance(minuteAndABit);
  await sweep.pass();
  sweep.close();
  receiver.answer = () => 200;
  await buildRoom(testApp, first!.id);
  await buildRoom(testApp, second!.id);
  return { user, first: first!, second: second!, webhook };
}

const rowsOfHotel = async (hotelId: string) => ({
  changes: await db().select().from(contentChanges).where(eq(contentChanges.hotelId, hotelId)),
  events: await db().select().from(contentWebhookEvents).where(eq(contentWebhookEvents.hotelId, hotelId)),
  deliveries: await db()
    .select()
    .from(contentWebhookDeliveries)
    .where(eq(contentWebhookDeliveries.hotelId, hotelId)),
});

describe('deletion', () => {
  it('of a hotel removes its pending change, events and deliveries; the key’s webhook stays for the others', async () => {
    const { user, first, second, webhook } = await hotelsWithWebhookHistory();
    const before = await rowsOfHotel(second.id);
    expect([before.changes.length, before.events.length, before.deliveries.length]).toEqual([1, 1, 1]);
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/hotels/${second.id}`,
      headers: { cookie: user.cookie, origin: testAppUrl },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await rowsOfHotel(second.id)).toEqual({ changes: [], events: [], deliveries: [] });
    expect(await db().select().from(contentWebhooks).where(eq(contentWebhooks.id, webhook.id))).toHaveLength(
      1,
    );
    expect((await rowsOfHotel(first.id)).changes).toHaveLength(1);
  });

  it('of an account removes its webhooks with everything under them', async () => {
    const { user, first, second, webhook } = await hotelsWithWebhookHistory();
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/account',
      payload: { password: user.password },
      headers: { cookie: user.cookie, origin: testAppUrl },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await db().select().from(contentWebhooks).where(eq(contentWebhooks.id, webhook.id))).toEqual([]);
    const ids = [first.id, second.id];
    expect(await db().select().from(contentChanges).where(inArray(contentChanges.hotelId, ids))).toEqual([]);
    expect(
      await db()
        .select()
        .from(contentWebhookDeliveries)
        .where(
          or(
            eq(contentWebhookDeliveries.webhookId, webhook.id),
            inArray(contentWebhookDeliveries.hotelId, ids),
          ),
        ),
    ).toEqual([]);
    expect(
      await db().select().from(contentWebhookEvents).where(eq(contentWebhookEvents.webhookId, webhook.id)),
    ).toEqual([]);
  });
});
