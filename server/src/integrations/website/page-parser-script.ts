import { threadScript } from '../../lib/thread-script';

/** The page parser's thread (page-parser-thread.ts); scripts/build.mjs writes it beside dist/server/main.js. */
export const pageParserScript = () =>
  threadScript({
    source: new URL('./page-parser-thread.ts', import.meta.url),
    built: 'dist/server/website-page-parser.js',
  });
