// The JavaScript a page really downloads, measured in Chromium: the bytes that came over the wire (compressed,
// headers included, as DevTools' "transferred") for every response of type Script, in a fresh browser context
// (empty cache), with the page loaded until the network is idle. Uses Debian's Chromium, never a download.
import { chromium } from '@playwright/test';
import { findChromium } from '../../scripts/ensure-chromium.mjs';

export async function launchChromium() {
  const executablePath = findChromium();
  if (!executablePath)
    throw new Error('Chromium is missing: install it (apt-get install chromium) or set CHROMIUM_PATH');
  const browser = await chromium.launch({ executablePath });
  return { browser, version: browser.version() };
}

/** A Cookie header ("a=1; b=2") as Playwright cookies for the app's origin. */
export function cookiesFor(url, header) {
  return header
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
    });
}

/**
 * Loads `url` in a new context (with the session `cookie` when given) and sums the scripts it downloaded.
 * @returns {Promise<{ finalPath: string, scripts: number, bytes: number, headerBytes: number, encodings: string[],
 *   errors: string[] }>} bytes: transferred in all, headers included
 */
export async function scriptsOverTheWire(browser, url, { cookie } = {}) {
  const context = await browser.newContext();
  try {
    if (cookie) await context.addCookies(cookiesFor(new URL(url).origin, cookie));
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    /** requestId -> the script's encoding, then its transferred bytes once it finished loading. */
    const scripts = new Map();
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      if (type !== 'Script') return;
      const headers = Object.fromEntries(
        Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]),
      );
      scripts.set(requestId, {
        encoding: headers['content-encoding'] ?? 'none',
        // What had arrived when the response began: its status line and headers.
        headerBytes: response.encodedDataLength,
        bytes: undefined,
      });
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const script = scripts.get(requestId);
      if (script) script.bytes = encodedDataLength;
    });
    cdp.on('Network.loadingFailed', ({ requestId, errorText }) => {
      if (scripts.has(requestId)) errors.push(`a script failed to load: ${errorText}`);
    });

    const response = await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    if (!response?.ok()) errors.push(`HTTP ${response?.status()} for ${url}`);
    const unfinished = [...scripts.values()].filter((script) => script.bytes === undefined).length;
    if (unfinished > 0) errors.push(`${unfinished} scripts still loading at network idle`);
    const loaded = [...scripts.values()].filter((script) => script.bytes !== undefined);
    return {
      finalPath: new URL(page.url()).pathname,
      scripts: loaded.length,
      bytes: loaded.reduce((total, script) => total + script.bytes, 0),
      headerBytes: loaded.reduce((total, script) => total + script.headerBytes, 0),
      encodings: [...new Set(loaded.map((script) => script.encoding))],
      errors,
    };
  } finally {
    await context.close();
  }
}
