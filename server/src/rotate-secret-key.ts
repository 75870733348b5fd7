import { existsSync } from 'node:fs';
import { ConfigError } from './config';
import { DatabaseUnreachableError } from './db/first-connection';
import { DatabaseLockedError } from './db/folder-lock';
import { UnopenableAlpineBitsPasswordsError } from './features/alpinebits/reseal-passwords';
import { UnopenableWebhookSecretsError } from './features/content-webhooks/reseal-secrets';
import { UnopenableLoginsError } from './features/ota/reseal-logins';
import { RotationInputError, rotateSecretKey } from './rotate-secret-key-command';

// `npm run rotate-secret-key` (dist/server/rotate-secret-key.js): see rotate-secret-key-command.ts.
if (existsSync('.env')) process.loadEnvFile('.env');
try {
  const { resealed, webhookSecrets, alpineBitsPasswords } = await rotateSecretKey(process.env);
  process.stdout.write(
    `${resealed} saved OTA login(s), ${webhookSecrets} webhook signing secret(s) and ${alpineBitsPasswords} ` +
      'AlpineBits password(s) sealed under the new key.\n' +
      'Now start the app with SECRET_KEY set to the new key (and remove DATA_DIR/secret.key if it held the old ' +
      'one). Everyone is signed out, and e-mail confirmation links sent before no longer work.\n',
  );
} catch (error) {
  const known =
    error instanceof RotationInputError ||
    error instanceof UnopenableLoginsError ||
    error instanceof UnopenableWebhookSecretsError ||
    error instanceof UnopenableAlpineBitsPasswordsError ||
    error instanceof ConfigError ||
    error instanceof DatabaseLockedError ||
    error instanceof DatabaseUnreachableError;
  if (!known) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
}
