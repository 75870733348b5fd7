// The product running with a signed-in user who finished onboarding and whose hotel has thousands of assets:
// a few real photos uploaded through the API (so renditions, tags and analysis are the pipeline's own), then
// their rows copied inside the database (grow-library.mjs), then the server restarted, so that what it holds
// in memory afterwards comes from serving, not from the uploads.
import { rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createHotel, finishOnboarding, uploadAll } from './api.mjs';
import { startApp } from './app-process.mjs';
import { growEmbeddedLibrary, growPostgresLibrary } from './grow-library.mjs';
import { signedInSession } from './session.mjs';
import { makePhotos } from './test-images.mjs';

/** Small enough to upload quickly; real JPEGs all the same. */
const seedPhoto = { width: 1200, height: 800, quality: 85 };

/**
 * @param {string} root the project folder
 * @param {{ postgres: boolean, url?: string, env: Record<string, string> }} database from database-choice.mjs
 * @param {{ uploads: number, assets: number, copyName?: string, afterGrowing?: (client: { query: Function },
 *   hotelId: string) => Promise<void> }} size photos uploaded, assets in the hotel at the end, the copies' names
 *   (grow-library.mjs) and what else to change in the database before the restart
 */
export async function startSeededApp(root, database, { uploads, assets, copyName, afterGrowing }) {
  let app = await startApp(root, { env: database.env, timeoutMs: 180_000 });
  const { email, cookie } = await signedInSession(app.url);
  const hotelId = await createHotel(app, cookie);
  await finishOnboarding(app, cookie);
  const photos = await makePhotos(uploads, 0, seedPhoto);
  const uploaded = await uploadAll(app, cookie, hotelId, photos);

  const { dataDir } = app;
  await app.stop({ keepData: true });
  app = undefined;
  try {
    const begin = performance.now();
    const growing = { copyName, afterGrowing: afterGrowing && ((client) => afterGrowing(client, hotelId)) };
    const grown = database.postgres
      ? await growPostgresLibrary(database.url, hotelId, assets, growing)
      : await growEmbeddedLibrary(dataDir, hotelId, assets, growing);
    const growMs = performance.now() - begin;
    app = await startApp(root, { dataDir, env: database.env, timeoutMs: 180_000 });
    return { app, email, cookie, hotelId, seeded: { ...grown, uploadMs: uploaded.wallMs, growMs } };
  } finally {
    // Without a running app nobody else removes the folder.
    if (!app) {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(`${dataDir}.log`, { force: true });
    }
  }
}
