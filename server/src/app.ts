import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { limits } from '@common/limits';
import { trustProxyOption, type Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createAuth } from './features/accounts/auth';
import { SessionCache, type Clock } from './features/accounts/session-cache';
import { createSessions } from './features/accounts/sessions';
import { registerAccountRoutes } from './features/accounts/routes';
import { registerAssetRoutes } from './features/assets/routes';
import { registerBillingRoutes } from './features/billing/routes';
import { registerAiAssistRoutes } from './features/ai-assist/routes';
import type { AlpineBitsTimings } from './features/alpinebits/deps';
import { registerAlpineBitsRoutes } from './features/alpinebits/routes';
import { registerActivityRoutes } from './features/activities/routes';
import { registerAreaInfoRoutes } from './features/area-info/routes';
import { registerChannelReadinessRoutes } from './features/channel-readiness/routes';
import { registerContactRoutes } from './features/contact/routes';
import { registerContentLanguageRoutes } from './features/content-languages/routes';
import { registerContentApiDocsRoutes } from './features/content-api/openapi-routes';
import { registerContentApiRoutes } from './features/content-api/routes';
import { registerContentWebhookRoutes } from './features/content-webhooks/routes';
import { registerDashboardRoutes } from './features/dashboard/routes';
import { registerDescriptionRoutes } from './features/descriptions/routes';
import { registerTranslationRoutes } from './features/translations/routes';
import { registerDevMailboxRoutes } from './features/dev-mailbox/routes';
import { registerFileRoutes } from './features/files/routes';
import { registerGalleryRoutes } from './features/galleries/routes';
import { registerHealthRoutes } from './features/health/routes';
import { registerHotelFeatureRoutes } from './features/hotel-features/routes';
import { syncFeatureCatalogue } from './features/hotel-features/sync-catalogue';
import { rememberHotelsOfUsers } from './features/hotels/hotels-of-users';
import { rememberNotificationLists } from './features/notifications/remembered-lists';
import { registerHotelRoutes } from './features/hotels/routes';
import { registerNotificationRoutes } from './features/notifications/routes';
import { registerOnboardingRoutes } from './features/onboarding/routes';
import { registerOtaRoutes } from './features/ota/routes';
import { registerProfileRoutes } from './features/profile/routes';
import { registerEmbedRoutes } from './features/publishing/embed/routes';
import { registerPublishingRoutes } from './features/publishing/routes';
import { registerSchemaOrgRoutes } from './features/publishing/schema-org/routes';
import { registerPropertyImportRoutes } from './features/property-import/routes';
import { registerPublicConfigRoutes } from './features/public-config/routes';
import { registerRoomRoutes } from './features/rooms/routes';
import { registerTaskRoutes } from './features/tasks/routes';
import { registerTeamRoutes } from './features/teams/routes';
import { getTemplateLinkPreview } from './features/templates/link-preview';
import { registerTemplateRoutes, templateReads } from './features/templates/routes';
import { registerTrashRoutes } from './features/trash/routes';
import { registerApiPathCheck } from './http/api-path-check';
import { registerApiKeyDoor } from './features/api-keys/key-door';
import { rememberApiKeys } from './features/api-keys/remembered-keys';
import { registerApiKeyRoutes } from './features/api-keys/routes';
import type { AppContext } from './http/context';
import { createJobQueue } from './integrations/jobs/create-job-queue';
import { registerErrorHandler } from './http/error-handler';
import { answerFrameworkError } from './http/framework-errors';
import './http/fastify-types';
import { registerGracefulClose } from './http/graceful-close';
import { registerInputGuards } from './http/input-guards';
import { registerOriginCheck } from './http/origin-check';
import { OneLinePerRequest } from './http/request-log';
import { registerRouteRegistry, type RegisteredRoute } from './http/route-registry';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSessionGuard } from './http/session';
import { registerHotelAccessCheck } from './features/teams/access-check';
import { linkPreviewPages } from './http/link-preview';
import { registerSpa } from './http/spa';
import { createAppAi } from './integrations/ai/app-ai';
import { createMailer } from './integrations/mail/create-mailer';
import { createPaymentsGateway } from './integrations/payments/create-payments-gateway';
import { sharedRateLimitStore } from './integrations/rate-limits/fastify-store';
import { createRateCounters } from './integrations/rate-limits/rate-counters';
import { createRemoteBrowser } from './integrations/remote-browser/create-remote-browser';
import type { RemoteBrowser } from './integrations/remote-browser/remote-browser';
import { createStorage } from './integrations/storage/create-storage';
import { loggerOptions } from './lib/logger';
import { startTableUpkeep } from './lib/table-upkeep';
import { projectRoot } from './lib/project-root';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Overrides for tests (a fake mailer, a quiet logger). */
  logger?: boolean;
  webRoot?: string;
  /** Only tests replace the clock of the session cache, to prove the revocation window. */
  sessionClock?: Clock;
  /** Only the cross-tenant test replaces the live browser, with an in-memory one (no Chromium per case). */
  remoteBrowser?: RemoteBrowser;
  /** Only tests shorten the AlpineBits push's waits and move its clock (a stall, the backoff, 15 minutes). */
  alpineBits?: Partial<AlpineBitsTimings>;
  /**
   * Only the access-check benchmark (bench/access-check.mjs) leaves the role check of routes under a hotel out, to
   * measure what it adds to a request against the same app with it; never a setting of a deployment. The services
   * still refuse a non-member.
   */
  skipHotelAccessCheck?: boolean;
}

export interface BuiltApp {
  app: FastifyInstance;
  context: AppContext;
  routes: RegisteredRoute[];
}

/** Builds the whole product: plugins, the cross-cutting hooks, then each feature's routes. */
export async function buildApp({
  config,
  database,
  logger,
  webRoot,
  sessionClock,
  remoteBrowser,
  alpineBits,
  skipHotelAccessCheck = false,
}: BuildAppOptions): Promise<BuiltApp> {
  const app = Fastify({
    logger: logger === false ? false : loggerOptions(config),
    bodyLimit: limits.jsonBodyBytes,
    // Only a configured proxy's X-Forwarded-For names the client (TRUST_PROXY); otherwise the socket does.
    trustProxy: trustProxyOption(config.trustProxy),
    return503OnClosing: true,
    logController: new OneLinePerRequest(),
    frameworkErrors: answerFrameworkError,
  });
  const routes = registerRouteRegistry(app);

  const mailer = await createMailer(config, app.log);
  const sessionCache = new SessionCache(sessionClock);
  const auth = createAuth({ config, db: database.db, mailer, log: app.log, sessionCache });
  const sessions = createSessions(auth, sessionCache);
  const storage = await createStorage(config);
  const payments = await createPaymentsGateway(config);
  // Every rate limit counts here: in PostgreSQL, shared by all processes, or in memory on the embedded database.
  const rateCounters = createRateCounters(database, app.log);
  app.addHook('onClose', async () => rateCounters.stop());
  const context: AppContext = {
    config,
    database,
    db: database.db,
    mailer,
    storage,
    payments,
    ai: createAppAi(config, rateCounters),
    auth,
    sessions,
    jobs: createJobQueue(database, app.log),
    log: app.log,
    remoteBrowser: remoteBrowser ?? createRemoteBrowser(config.browser, app.log),
  };
  // Live sessions end with the app (their browser contexts and the browser with them).
  app.addHook('onClose', async () => context.remoteBrowser.close());
  // Jobs are taken once every feature has defined its kinds. A stop tells the running ones at once, while the
  // in-flight requests finish: on PostgreSQL they go back to the queue for another process.
  app.addHook('onReady', async () => context.jobs.start());
  app.addHook('preClose', async () => context.jobs.stop());

  database.reportLostConnections?.((summary) =>
    app.log.warn(
      { database: summary },
      'PostgreSQL closed an idle connection; the next query opens a new one',
    ),
  );
  database.reportThreadLost?.((summary) =>
    app.log.error(
      { database: summary },
      "The embedded database's thread stopped; what waited on it was answered 503, the next query starts it again",
    ),
  );
  registerErrorHandler(app);
  registerApiPathCheck(app);
  registerInputGuards(app);
  registerGracefulClose(app);
  registerSecurityHeaders(app, config);
  // Pages, scripts and JSON go out compressed; images are already compressed and are left alone.
  // API answers are compressed as they go out, at Brotli quality 3: as small as the plugin's default of 4 for
  // JSON, at a third of the time (scripts and styles are compressed once at build time, at the highest level).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 3,
        // A 256 KB window instead of 4 MB: API answers are far smaller, and each stream's memory follows it.
        [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
      },
    },
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    store: sharedRateLimitStore(rateCounters),
  });
  // The live view of OTA connect; viewer messages are small (the engine drops any over the protocol's limit).
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(multipart, { limits: { fileSize: limits.uploadBytes, files: 1, fields: 10 } });
  registerOriginCheck(app, config.appUrl);
  registerSessionGuard(app, sessions.read);
  if (skipHotelAccessCheck) app.decorateRequest('membership', null);
  else registerHotelAccessCheck(app, database.db);
  registerApiKeyDoor(app, {
    db: database.db,
    rateCounters,
    requestsPerMinute: config.apiKeyRateLimit,
    log: app.log,
  });

  registerHealthRoutes(app, context);
  registerPublicConfigRoutes(app, context);
  registerAccountRoutes(app, context);
  registerContactRoutes(app, context);
  registerDevMailboxRoutes(app, context);
  await rememberHotelsOfUsers(database);
  await rememberNotificationLists(database);
  await rememberApiKeys(database);
  await syncFeatureCatalogue(database.db);
  startTableUpkeep(app, database, app.log);
  registerHotelRoutes(app, context);
  registerProfileRoutes(app, context);
  registerOnboardingRoutes(app, context);
  registerPropertyImportRoutes(app, context);
  registerOtaRoutes(app, context);
  registerBillingRoutes(app, context);
  registerAssetRoutes(app, context);
  registerRoomRoutes(app, context);
  registerGalleryRoutes(app, context);
  registerDescriptionRoutes(app, context);
  registerTranslationRoutes(app, context);
  registerHotelFeatureRoutes(app, context);
  registerAreaInfoRoutes(app, context);
  registerActivityRoutes(app, context);
  registerTemplateRoutes(app, context);
  registerTrashRoutes(app, context);
  registerTaskRoutes(app, context);
  registerAiAssistRoutes(app, context);
  registerNotificationRoutes(app, context);
  registerChannelReadinessRoutes(app, context);
  registerPublishingRoutes(app, context);
  registerContentLanguageRoutes(app, context);
  registerSchemaOrgRoutes(app, context);
  registerContentWebhookRoutes(app, context);
  registerAlpineBitsRoutes(app, context, alpineBits);
  registerDashboardRoutes(app, context);
  registerFileRoutes(app, context);
  registerApiKeyRoutes(app, context);
  registerTeamRoutes(app, context);
  // The content API (/api/v1, opened by keys) and its contract and reference page.
  registerContentApiRoutes(app, context);
  registerContentApiDocsRoutes(app, context);

  const webFiles = webRoot ?? path.join(projectRoot(), 'dist/web');
  // The embedded gallery pages fill the build's shell (web/embed.html) with a hotel's photos.
  registerEmbedRoutes(app, context, { webRoot: webFiles });
  await registerSpa(app, webFiles, {
    // A shared preview link shows the template's name, description and cover in messengers.
    pageHtml: linkPreviewPages({
      webRoot: webFiles,
      appUrl: config.appUrl,
      lookup: (templateId, request) => getTemplateLinkPreview(templateReads(context), templateId, request),
      log: app.log,
    }),
  });
  return { app, context, routes };
}
