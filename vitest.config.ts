import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const shared = { resolve: { tsconfigPaths: true } };

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
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          setupFiles: ['server/test/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...shared,
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/test/setup.ts'],
        },
      },
    ],
  },
});
