// `npm run rotate-secret-key`: seals the saved OTA logins under NEW_SECRET_KEY (server/src/rotate-secret-key-command.ts).
import path from 'node:path';
import { ensureBuild, root } from './ensure-build.mjs';

await ensureBuild();
await import(path.join(root, 'dist/server/rotate-secret-key.js'));
