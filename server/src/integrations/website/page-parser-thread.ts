import { parentPort } from 'node:worker_threads';
import { readPage } from './read-page';

/**
 * The worker thread's side of PageParser (page-parser.ts): says it is ready once, then reads one page per
 * message and answers with its reading. Started from the build (dist/server/website-page-parser.js, an entry
 * of scripts/build.mjs) or, when the server runs from its TypeScript sources (the tests), compiled from this
 * file (page-parser-script.ts).
 */
export interface PageToParse {
  html: string;
  pageUrl: string;
}

parentPort?.on('message', ({ html, pageUrl }: PageToParse) => {
  parentPort?.postMessage(readPage(html, pageUrl));
});

parentPort?.postMessage('ready');
