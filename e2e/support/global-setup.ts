import { startBookingFake } from '../fakes/booking-fake';
import { startOidcFake } from '../fakes/oidc-fake';
import { startAppServer } from './app-server';

/**
 * Starts the fake outside services, then one app server configured to use them. Workers read the URLs
 * from the environment set here. The Booking.com fake serves at full speed here: journeys wait on the import,
 * the CDN's real pace is the import benchmark's business (bench/import.mjs).
 */
export default async function globalSetup() {
  const oidc = await startOidcFake();
  const booking = await startBookingFake();
  const app = await startAppServer({
    GOOGLE_CLIENT_ID: 'test-client',
    GOOGLE_CLIENT_SECRET: 'test-secret',
    GOOGLE_DISCOVERY_URL: oidc.discoveryUrl,
    ...booking.environment,
  });
  process.env.E2E_BASE_URL = app.url;
  process.env.E2E_DATA_DIR = app.dataDir;
  return async () => {
    await app.stop();
    await booking.close();
    await oidc.stop();
  };
}
