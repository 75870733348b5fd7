import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { DatabaseHandle, Db } from '../db/client';
import type { Auth } from '../features/accounts/auth';
import type { Sessions } from '../features/accounts/sessions';
import type { AppAi } from '../integrations/ai/app-ai';
import type { JobQueue } from '../integrations/jobs/job-queue';
import type { Mailer } from '../integrations/mail/mailer';
import type { PaymentsGateway } from '../integrations/payments/payments-gateway';
import type { RemoteBrowser } from '../integrations/remote-browser/remote-browser';
import type { Storage } from '../integrations/storage/storage';

/** What every feature's routes receive: the configured outside world, built once in app.ts. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Db;
  mailer: Mailer;
  payments: PaymentsGateway;
  ai: AppAi;
  storage: Storage;
  /** The live remote browser of OTA connect (one per process; its sessions close with the app). */
  remoteBrowser: RemoteBrowser;
  auth: Auth;
  sessions: Sessions;
  /** Work that outlives its request; any process of the deployment may run it (integrations/jobs). */
  jobs: JobQueue;
  log: FastifyBaseLogger;
}
