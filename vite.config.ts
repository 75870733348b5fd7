import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type PluginOption } from 'vite';

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

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), bundleReport],
  resolve: { tsconfigPaths: true },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 800,
  },
  // `npm run dev`: Vite serves the web app with hot reload and hands API calls to the server.
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': apiTarget, '/dev/mailbox': apiTarget, '/files': apiTarget },
  },
});
