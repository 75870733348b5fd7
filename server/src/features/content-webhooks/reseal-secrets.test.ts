import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentWebhooks } from '../../db/schema';
import { buildApiKey } from '../../../test/api-keys';
import { buildWebhook } from '../../../test/content-webhooks';
import { buildHotel, buildUser } from '../../../test/factories';
import { rotateTestAppSecretKey } from '../../../test/secret-key-rotation';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { UnopenableWebhookSecretsError } from './reseal-secrets';
import { openSecret, webhookSecretKey } from './webhook-secret';

// `npm run rotate-secret-key` seals webhook signing secrets again: receivers keep the secret they were shown.
const newSecret = 'the-rotated-secret-key-for-webhooks-0123456789';
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const sealedOf = async (id: string) =>
  (await testApp.context.db.select().from(contentWebhooks).where(eq(contentWebhooks.id, id)))[0]
    ?.sealedSecret ?? '';

describe('rotating SECRET_KEY', () => {
  it('seals every signing secret under the new key, the secret itself unchanged', async () => {
    const owner = await buildUser(testApp);
    const key = await buildApiKey(testApp, owner.id, [(await buildHotel(testApp, owner.id)).id]);
    const webhook = await buildWebhook(testApp, key.id, 'https://hooks.example.com/hcs');
    const wrongOld = { from: 'not-the-key-these-secrets-were-sealed-under-42', to: newSecret };
    const before = await sealedOf(webhook.id);
    await expect(rotateTestAppSecretKey(testApp, wrongOld)).rejects.toThrow(UnopenableWebhookSecretsError);
    expect(await sealedOf(webhook.id)).toBe(before);

    const outcome = await rotateTestAppSecretKey(testApp, {
      from: testApp.context.config.secretKey,
      to: newSecret,
    });

    expect(outcome.webhookSecrets).toBe(1);
    const sealed = await sealedOf(webhook.id);
    expect(openSecret(webhookSecretKey(newSecret), webhook.id, sealed)).toBe(webhook.secret);
    expect(() =>
      openSecret(webhookSecretKey(testApp.context.config.secretKey), webhook.id, sealed),
    ).toThrow();
  });
});
