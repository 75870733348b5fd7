import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { InProcessJobQueue } from './in-process-job-queue';
import type { JobQueue } from './job-queue';
import { PgBossJobQueue } from './pg-boss-job-queue';

/** pg-boss where several processes may share the database (PostgreSQL); in-process on the embedded one. */
export function createJobQueue(database: DatabaseHandle, log: FastifyBaseLogger): JobQueue {
  return database.postgresPool ? new PgBossJobQueue(database.postgresPool, log) : new InProcessJobQueue(log);
}
