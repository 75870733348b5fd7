import { loadConfig } from './config';
import { openConfiguredDatabase, type DatabaseHandle } from './db/client';
import { resealAlpineBitsPasswords } from './features/alpinebits/reseal-passwords';
import { alpineBitsPasswordKey } from './features/alpinebits/sealed-password';
import { resealWebhookSecrets } from './features/content-webhooks/reseal-secrets';
import { webhookSecretKey } from './features/content-webhooks/webhook-secret';
import { resealLogins, type ResealOutcome } from './features/ota/reseal-logins';
import { sealingKey } from './features/ota/sealed-login';

export class RotationInputError extends Error {}

/**
 * `npm run rotate-secret-key` (README, "Rotating SECRET_KEY"): seals every saved OTA login, every webhook
 * signing secret and every AlpineBits password again, from the key of the current configuration (SECRET_KEY, or
 * DATA_DIR/secret.key outside production) to NEW_SECRET_KEY, in one transaction. Nothing else is stored under the key: sessions, e-mail confirmation links and live-view links are
 * signed with it and simply stop working once the app runs with the new key. Run it with the app stopped (the
 * embedded database allows one process), then start the app with SECRET_KEY set to the new key.
 */
export async function rotateSecretKey(
  environment: NodeJS.ProcessEnv,
  open: (config: ReturnType<typeof loadConfig>) => Promise<DatabaseHandle> = openConfiguredDatabase,
): Promise<ResealOutcome & { webhookSecrets: number; alpineBitsPasswords: number }> {
  const newSecret = environment.NEW_SECRET_KEY?.trim() ?? '';
  if (newSecret.length < 32)
    throw new RotationInputError(
      'Set NEW_SECRET_KEY to the new key, at least 32 characters (for example: NEW_SECRET_KEY=$(openssl rand -hex 32)).',
    );
  const config = loadConfig(environment);
  if (newSecret === config.secretKey)
    throw new RotationInputError('NEW_SECRET_KEY is the key in use; nothing to rotate.');
  const database = await open(config);
  try {
    return await database.db.transaction(async (tx) => {
      const logins = await resealLogins(tx, {
        keys: { from: sealingKey(config.secretKey), to: sealingKey(newSecret) },
        which: 'all',
        unopenable: 'refuse',
      });
      const webhookKeys = { from: webhookSecretKey(config.secretKey), to: webhookSecretKey(newSecret) };
      const webhookSecrets = await resealWebhookSecrets(tx, webhookKeys, new Date());
      const passwordKeys = {
        from: alpineBitsPasswordKey(config.secretKey),
        to: alpineBitsPasswordKey(newSecret),
      };
      return {
        ...logins,
        webhookSecrets,
        alpineBitsPasswords: await resealAlpineBitsPasswords(tx, passwordKeys),
      };
    });
  } finally {
    await database.close();
  }
}
