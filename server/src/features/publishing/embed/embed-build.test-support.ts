import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { projectRoot } from '../../../lib/project-root';

/**
 * A web build holding only what the embedded gallery pages load, made from the sources as the real build makes
 * it (web/embed.html with its script bundled and minified for the same browsers), so a route test serves the
 * real shell and measures the real script without running the whole Vite build.
 */
export async function embedWebBuild(): Promise<string> {
  const webRoot = mkdtempSync(path.join(os.tmpdir(), 'hcs-embed-web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  await build({
    entryPoints: [path.join(projectRoot(), 'web/src/embed/main.ts')],
    outfile: path.join(webRoot, 'assets/embed-test.js'),
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    logLevel: 'silent',
  });
  const source = readFileSync(path.join(projectRoot(), 'web/embed.html'), 'utf8');
  const shell = source.replace(
    '<script type="module" src="/src/embed/main.ts"></script>',
    '<script type="module" crossorigin src="/assets/embed-test.js"></script>',
  );
  if (shell === source) throw new Error('web/embed.html no longer loads /src/embed/main.ts');
  writeFileSync(path.join(webRoot, 'embed.html'), shell);
  // The app serves a web build only where it has its main page.
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Hotel Content Studio</title>');
  return webRoot;
}
