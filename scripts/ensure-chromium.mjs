// Finds Debian's Chromium for the end-to-end tests; installs it with apt-get when missing and running as root.
// Never downloads a browser build of its own (no `playwright install`).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/lib/chromium/chromium',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
];

export function findChromium() {
  return candidates.find((candidate) => candidate && existsSync(candidate)) ?? null;
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    process.stderr.write(
      'Chromium is missing. Install it with: sudo apt-get install chromium (Debian/Ubuntu), or set CHROMIUM_PATH.\n',
    );
    process.exit(1);
  }
  process.stdout.write('Installing Chromium from Debian packages...\n');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync(
    'apt-get',
    ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-liberation'],
    {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    },
  );
  const installed = findChromium();
  if (!installed) throw new Error('Chromium was installed but not found');
  return installed;
}
