import { startBookingFake } from '../fakes/booking-fake';
import { startOidcFake } from '../fakes/oidc-fake';
import { startOtaExtranetFake } from '../fakes/ota-extranet-fake';
import { startAppServer } from './app-server';

/**
 * Starts the fake outside services, then one app server configured to use them. Workers read the URLs
 * from the environment set here. The Booking.com fake serves at full speed here: journeys wait on the import,
 * the CDN's real pace is the import benchmark's business (bench/import.mjs). The fake OTA extranets
 * (ota-extranet-fake.ts) are reached by the app's live browser through BROWSER_EXTRA_ARGS.
 */
export default async function globalSetup() {
  const oidc = await startOidcFake();
  const booking = await startBookingFake();
  // The live browser of OTA connect reaches the fake extranets under their real names (host-resolver rules).
  const extranet = await startOtaExtranetFake();
  const app = await startAppServer({
    GOOGLE_CLIENT_ID: 'test-client',
    GOOGLE_CLIENT_SECRET: 'test-secret',
    GOOGLE_DISCOVERY_URL: oidc.discoveryUrl,
    ...booking.environment,
    ...extranet.browserEnvironment,
  });
  process.env.E2E_BASE_URL = app.url;
  process.env.E2E_DATA_DIR = app.dataDir;
  return async () => {
    await app.stop();
    await booking.close();
    await extranet.close();
    await oidc.stop();
  };
}
