import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, openDatabase } from '../src/db/client';
import { pgliteOptions } from '../src/db/pglite-options';
import { PgBossJobQueue } from '../src/integrations/jobs/pg-boss-job-queue';
import pino from 'pino';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    postgresTemplate: string | null;
  }
}

/** One template per vitest project: the projects' setups may run while the other's tests clone theirs. */
const postgresTemplateName = (projectName: string) =>
  `hcs_test_template_${projectName.replace(/[^a-z0-9]/gi, '_')}`;

/**
 * Migrates the schema once: into a PGlite folder dumped to a tarball that every test loads (fast, isolated),
 * and, when TEST_DATABASE_URL names a PostgreSQL server, into a template database that tests clone.
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'hcs-pglite-'));
  const client = await PGlite.create(pgliteOptions);
  await migrate(drizzle(client), { migrationsFolder });
  // Each test database opens this dump with crash recovery from its last checkpoint: taken here, there is
  // almost nothing to replay (0.9 s to open a test database before, 0.75 s after).
  await client.query('CHECKPOINT');
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dumpFile = path.join(folder, 'migrated.tar');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', dumpFile);

  const serverUrl = process.env.TEST_DATABASE_URL;
  project.provide(
    'postgresTemplate',
    serverUrl ? await preparePostgresTemplate(serverUrl, postgresTemplateName(project.name)) : null,
  );

  return () => rmSync(folder, { recursive: true, force: true });
}

async function preparePostgresTemplate(serverUrl: string, templateName: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${templateName}`);
    await admin.query(`CREATE DATABASE ${templateName}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${templateName}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  // The job queue's schema too, so the apps of the tests do not each create it.
  const jobs = new PgBossJobQueue(handle.postgresPool as pg.Pool, pino({ level: 'silent' }));
  await jobs.start();
  await jobs.stop();
  await handle.close();
  return templateName;
}
