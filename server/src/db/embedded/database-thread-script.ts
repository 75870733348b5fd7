import { threadScript } from '../../lib/thread-script';

/** The embedded database's thread (database-thread.ts); scripts/build.mjs writes it beside dist/server/main.js. */
export const databaseThreadScript = () =>
  threadScript({
    source: new URL('./database-thread.ts', import.meta.url),
    built: 'dist/server/database-thread.js',
  });
