import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultExclude, defineConfig } from 'vitest/config';
import { serverTestFiles } from './server/test/files/server-test-files';
import { compiledCatalogues } from './web/vite/compiled-catalogues.js';

const shared = { resolve: { tsconfigPaths: true } };

const serverTests = serverTestFiles(path.dirname(fileURLToPath(import.meta.url)));
/**
 * On PostgreSQL (TEST_DATABASE_URL, the second stage of `npm test`) the server projects leave out the files that
 * never reach a database: they ran in the embedded stage, and would run the same again.
 */
const notThisStage = process.env.TEST_DATABASE_URL ? serverTests.databaseFree : [];

const serverTest = {
  environment: 'node',
  globalSetup: ['server/test/global-setup.ts'],
  setupFiles: ['server/test/fail-on-console-error.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on a 2-core machine that is one, and the tests wait
    // on sockets, files and Chromium often enough that a second worker uses the idle core. Measured on 2 cores:
    // the PGlite stage of `npm test` took 467 s instead of 682 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { ...shared, test: { name: 'common', include: ['common/**/*.test.ts'], environment: 'node' } },
      {
        ...shared,
        test: {
          ...serverTest,
          name: 'server',
          include: ['server/**/*.test.ts'],
          exclude: [...defaultExclude, ...serverTests.mocking, ...notThisStage],
          // A worker keeps its modules from one file to the next: a new process per file loaded the app, its
          // libraries and PGlite's WebAssembly again each time (measured on 2 cores, PGlite: 800 CPU seconds
          // for this project isolated, 450 not; 440 s and 275 s). Every test still builds its own app and
          // database; the few spies are on a test's own app, and fake timers are put back after each test.
          isolate: false,
        },
      },
      {
        ...shared,
        test: {
          ...serverTest,
          name: 'server-mocks',
          include: serverTests.mocking,
          exclude: [...defaultExclude, ...notThisStage],
        },
      },
      {
        ...shared,
        // The interface catalogues compiled as the build compiles them (vite.config.ts is not read here).
        plugins: [compiledCatalogues()],
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/test/setup.ts'],
          // Above the 5 s that findBy… and waitFor wait (web/test/setup.ts), so a slow answer fails with what was
          // awaited rather than with the test's timeout.
          testTimeout: 20_000,
          // A new jsdom and a new load of React, the router and the feature per file took 109 CPU seconds of
          // the project's 124 (68 s on 2 cores); sharing them within a worker, 20 s (15 s). Every test still
          // renders into a document emptied after it (web/test/setup.ts: cleanup, storage, session), stubs
          // its own fetch, and no web test replaces a module; the project passes with files and tests shuffled.
          isolate: false,
        },
      },
    ],
  },
});
