import type { Db } from '../../db/client';
import { lockSealedSecrets, replaceSealedSecret } from './repository';
import { openSecret, sealSecret, SealedSecretError } from './webhook-secret';

/** Thrown, undoing the rotation, when signing secrets do not open under the key they are said to be sealed under. */
export class UnopenableWebhookSecretsError extends Error {
  constructor(readonly webhookIds: string[]) {
    super(
      `${webhookIds.length} webhook signing secret(s) do not open under the current key; nothing was changed. ` +
        `Is SECRET_KEY (or DATA_DIR/secret.key) the key they were sealed under? Webhooks: ${webhookIds.join(', ')}`,
    );
  }
}

/**
 * For `npm run rotate-secret-key`, inside its transaction: every webhook's signing secret sealed again from the
 * old key to the new one, so receivers keep checking signatures with the secret they have. All or none: a secret
 * that does not open throws, and the rotation is undone. Answers how many were sealed again.
 */
export async function resealWebhookSecrets(
  tx: Db,
  keys: { from: Buffer; to: Buffer },
  at: Date,
): Promise<number> {
  const webhooks = await lockSealedSecrets(tx);
  const unopenable: string[] = [];
  for (const webhook of webhooks) {
    try {
      const secret = openSecret(keys.from, webhook.id, webhook.sealedSecret);
      await replaceSealedSecret(tx, webhook.id, sealSecret(keys.to, webhook.id, secret), at);
    } catch (error) {
      if (!(error instanceof SealedSecretError)) throw error;
      unopenable.push(webhook.id);
    }
  }
  if (unopenable.length > 0) throw new UnopenableWebhookSecretsError(unopenable);
  return webhooks.length;
}
