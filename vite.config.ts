import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { fileURLToPath } from 'node:url';
import { defineConfig, type PluginOption, type Rolldown } from 'vite';
import { compiledCatalogues } from './web/vite/compiled-catalogues.js';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

// `ANALYZE=1 npm run build` also writes dist/bundle-report.html (treemap of every chunk, gzip and brotli sizes).
const bundleReport = process.env.ANALYZE
  ? (visualizer({
      filename: 'dist/bundle-report.html',
      template: 'treemap',
      gzipSize: true,
      brotliSize: true,
    }) as PluginOption)
  : null;

/** The pages anyone may open without signing in; see publicPaths in web/src/app/guard-rules.ts. */
const publicRoutes = [
  'landing',
  'pricing',
  'contact',
  'terms',
  'privacy',
  'imprint',
  'about',
  'help',
  'security',
  'login',
  'signup',
  'forgot-password',
  'reset-password',
  'invitation',
  'not-found',
].map((name) => `/web/src/routes/${name}.tsx`);

/**
 * lucide-react's index re-exports every icon, so it imports them all; a walk through it would count every
 * icon as used by every page. Public pages import their icons one by one ('lucide-react/icons/menu').
 */
const iconIndex = '/node_modules/lucide-react/dist/esm/lucide-react.mjs';

/**
 * Code that two or more public pages share, and every icon a public page shows, goes into one `public` chunk
 * instead of a dozen small ones, since every script costs a request and about 1 KB of headers
 * (docs/decisions/006). Found by walking static
 * imports up to the route modules; code the entry already holds stays there.
 */
function publicChunk(id: string, context: Rolldown.ChunkingContext): string | null {
  const routes = new Set<string>();
  const seen = new Set<string>();
  const pending = [id];
  while (pending.length > 0) {
    const current = pending.pop()!;
    if (seen.has(current) || current.endsWith(iconIndex)) continue;
    seen.add(current);
    if (current.endsWith('/web/src/main.tsx')) return null;
    const route = publicRoutes.find((path) => current.endsWith(path));
    if (route) routes.add(route);
    else pending.push(...(context.getModuleInfo(current)?.importers ?? []));
  }
  // An icon is a few hundred bytes: fetched as a chunk of its own (because an app page shares it) it would cost
  // more in headers than in code, so the icons of any public page ride in the `public` chunk too.
  const isIcon = id.includes('/node_modules/lucide-react/dist/esm/icons/');
  return routes.size >= 2 || (isIcon && routes.size === 1) ? 'public' : null;
}

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  // compiledCatalogues: the interface texts arrive compiled, so no ICU parser ships (Texts and languages).
  plugins: [compiledCatalogues(), react(), tailwindcss(), bundleReport],
  resolve: { tsconfigPaths: true },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 800,
    // Every browser the app supports preloads modules itself. With two pages (the app and the live view) Vite's
    // polyfill would become a chunk of its own, one more request on every page load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Three pages: the app, the live view that the OTA connection window shows in its iframe, and the shell of
      // the embedded gallery pages that hotels frame on their own websites (the server fills it per hotel).
      input: {
        main: fileURLToPath(new URL('./web/index.html', import.meta.url)),
        'live-view': fileURLToPath(new URL('./web/live-view.html', import.meta.url)),
        embed: fileURLToPath(new URL('./web/embed.html', import.meta.url)),
      },
      output: { codeSplitting: { groups: [{ name: publicChunk, includeDependenciesRecursively: false }] } },
    },
  },
  // `npm run dev`: Vite serves the web app with hot reload and hands API calls to the server.
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': apiTarget, '/dev/mailbox': apiTarget, '/files': apiTarget },
  },
});
