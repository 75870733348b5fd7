// The JavaScript each page of the web app downloads, measured in Chromium against the running product (bytes
// transferred, so the server's compression counts), with the goals; and a check from the build that
// the landing page loads none of the signed-in app's code. Run through `node bench/run.mjs web`.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHotel, createPublishedTemplate, finishOnboarding } from './lib/api.mjs';
import { startApp, runBenchmarkMain } from './lib/app-process.mjs';
import { launchChromium, scriptsOverTheWire } from './lib/browser-scripts.mjs';
import { goalLines } from './lib/goals.mjs';
import { signedInSession } from './lib/session.mjs';
import { formatTable } from './lib/table.mjs';
import { pageChunks, readBundleGraph } from './lib/web-bundle.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const kB = 1000;

/**
 * The pages and their goals (KB = 1,000 bytes). Public pages: those of web/src/app/guard-rules.ts anyone reads.
 * Decision 006 set them; decision 019 raised them by what issue 31's data router and tailwind-merge cost.
 */
const publicPages = [
  '/pricing',
  '/contact',
  '/about',
  '/help',
  '/security',
  '/terms',
  '/privacy',
  '/imprint',
];
/** The public template preview, visited signed out; its template id is known once one is seeded. */
const templatePreviewPage = (templateId) => ({ path: `/preview/template/${templateId}`, limitKb: 115 });
const pages = [
  { path: '/', limitKb: 125 },
  ...publicPages.map((page) => ({ path: page, limitKb: 125 })),
  { path: '/login', limitKb: 125 },
  { path: '/dashboard', limitKb: 235, signedIn: true },
];

/** Route modules of the landing page and of the signed-in app shell (web/src/app/router.tsx). */
const landingRoutes = ['web/src/routes/landing.tsx'];
const appShellRoutes = ['web/src/routes/app-layout.tsx', 'web/src/routes/dashboard.tsx'];
/** Source modules only the signed-in app needs; none may travel with the landing page. */
const appShellOnly = [
  /^web\/src\/routes\/(app-layout|dashboard|settings-[\w-]+)\.tsx?$/,
  /^web\/src\/app\/shell\//,
  /^web\/src\/features\/dashboard\//,
];

const print = (text = '') => process.stdout.write(`${text}\n`);
const kb = (bytes) => `${(bytes / kB).toFixed(1)} KB`;

/** App-shell code in the landing page's chunks, from the build's chunk graph and source maps. */
function landingLeaks() {
  const graph = readBundleGraph(root);
  const landing = pageChunks(graph, landingRoutes);
  const appRouteChunks = appShellRoutes.map((module) => graph.chunkOf(module));
  const leaks = [];
  for (const chunk of landing) {
    if (appRouteChunks.includes(chunk)) leaks.push(`${path.basename(chunk)} (route chunk of the app shell)`);
    for (const module of graph.modulesOf(chunk) ?? []) {
      if (appShellOnly.some((pattern) => pattern.test(module)))
        leaks.push(`${module} in ${path.basename(chunk)}`);
    }
  }
  const sourceMapsKnown = [...landing].every((chunk) => graph.modulesOf(chunk) !== undefined);
  return { leaks, chunks: landing.size, sourceMapsKnown };
}

async function main() {
  const app = await startApp(root, { timeoutMs: 180_000 });
  // The dashboard shows only to a user with a hotel and finished onboarding; anyone else is redirected.
  const { cookie } = await signedInSession(app.url);
  const hotelId = await createHotel(app, cookie);
  await finishOnboarding(app, cookie);
  // The public preview needs a published template.
  pages.push(templatePreviewPage(await createPublishedTemplate(app, cookie, hotelId)));

  const { browser, version } = await launchChromium();
  const results = [];
  try {
    for (const page of pages) {
      const measured = await scriptsOverTheWire(browser, `${app.url}${page.path}`, {
        cookie: page.signedIn ? cookie : undefined,
      });
      if (measured.finalPath !== page.path)
        measured.errors.push(`ended on ${measured.finalPath} instead of ${page.path}`);
      results.push({ ...page, ...measured });
    }
  } finally {
    await browser.close();
  }

  print(`JavaScript over the wire (Chromium ${version}, Node ${process.version}, ${os.cpus().length} CPUs)`);
  print(
    'Script responses only, bytes transferred (compressed, with headers) as Chromium counts them; fresh context\n' +
      '(no cache) per page, loaded until the network is idle. /dashboard signed in, onboarding finished;\n' +
      'the template preview signed out.',
  );
  print(
    formatTable(
      ['page', 'scripts', 'transferred', 'of it headers', 'encoding'],
      results.map((result) => [
        result.path,
        result.scripts,
        kb(result.bytes),
        kb(result.headerBytes),
        result.encodings.join(', '),
      ]),
    ),
  );

  print('\nGoals (KB = 1,000 bytes):');
  print(
    goalLines(
      results.map((result) => ({
        goal: `${result.path} JavaScript <= ${result.limitKb} KB`,
        measured: kb(result.bytes),
        pass: result.bytes <= result.limitKb * kB,
      })),
    ),
  );

  const { leaks, chunks, sourceMapsKnown } = landingLeaks();
  if (leaks.length > 0) {
    print(`\nFAIL: the landing page loads app-shell code:\n  ${leaks.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    print(
      `\napp-shell-only code in the landing page's chunks (from the build): none (checked ${chunks} chunks` +
        `${sourceMapsKnown ? ' and their source maps' : '; no source maps, route chunks only'})`,
    );
  }

  const broken = results.filter((result) => result.errors.length > 0);
  for (const result of broken) print(`FAIL: ${result.path}: ${result.errors.join('; ')}`);
  if (broken.length > 0) process.exitCode = 1;
}

await runBenchmarkMain('web JavaScript benchmark', main);
