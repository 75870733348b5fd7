import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Browser, BrowserType } from 'playwright-core';
import type { BrowserConfig } from '../../config';

/** Where Chromium usually lives (Debian's package, other distributions, Google Chrome); never downloaded. */
const knownChromiumPaths = [
  '/usr/lib/chromium/chromium',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/lib/chromium-browser/chromium-browser',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
];

/** The configured binary (CHROMIUM_PATH) when it exists, else the first of the usual places. */
export function findChromium(configured: string | undefined): string | undefined {
  if (configured) return existsSync(configured) ? path.resolve(configured) : undefined;
  return knownChromiumPaths.find((candidate) => existsSync(candidate));
}

/** Flags for a server-side Chromium without a display: no GPU, no background traffic to Google, no QUIC. */
const serverFlags = [
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Chromium honours only the last --disable-features it is given, so ours repeats playwright-core 1.65's own list
 * (remote-browser.test.ts checks on the running browser that it still covers it) and adds: the omnibox popups,
 * web pages of the browser's own toolbar that each context's window would otherwise keep in an extra renderer
 * process (about 120 MB resident per session, never shown in a headless screencast).
 */
const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];
const ownDisabledFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];
const disableFeatures = '--disable-features=';

/** The launch flags: ours, then the configured ones, with every --disable-features merged into one at the end. */
export function launchArgs(extraArgs: readonly string[]): string[] {
  const configuredFeatures = extraArgs
    .filter((arg) => arg.startsWith(disableFeatures))
    .flatMap((arg) => arg.slice(disableFeatures.length).split(','));
  const features = new Set(
    [...playwrightDisabledFeatures, ...ownDisabledFeatures, ...configuredFeatures].filter(Boolean),
  );
  return [
    ...serverFlags,
    ...extraArgs.filter((arg) => !arg.startsWith(disableFeatures)),
    `${disableFeatures}${[...features].join(',')}`,
  ];
}

/**
 * playwright-core, loaded at the first session rather than at start: the module alone costs about 90 MB of
 * resident memory (its bundled sources and their compiled code), which a server whose users never open a live
 * browser would otherwise hold for nothing.
 */
async function loadChromium(): Promise<BrowserType> {
  const { chromium } = await import('playwright-core');
  return chromium;
}

/**
 * The one long-lived browser behind all sessions: a local Chromium started at first use, or a farm reached over
 * CDP. When it goes away (crash, killed, farm gone) the listeners hear of it and the next use starts a new one.
 */
export class BrowserHost {
  private current: Promise<Browser> | undefined;
  private readonly disconnectListeners = new Set<(browser: Browser) => void>();
  /** Browsers closed on purpose (app shutdown): their disconnect is no crash. */
  private readonly closing = new WeakSet<Browser>();

  constructor(
    private readonly config: BrowserConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  available(): boolean {
    return Boolean(this.config.cdpUrl) || findChromium(this.config.chromiumPath) !== undefined;
  }

  /** Called with the browser that disconnected; its contexts are gone. */
  onDisconnect(listener: (browser: Browser) => void): void {
    this.disconnectListeners.add(listener);
  }

  browser(): Promise<Browser> {
    if (!this.current) {
      const starting = this.start();
      this.current = starting;
      // A failed start is not remembered: the next session tries again.
      starting.catch(() => {
        if (this.current === starting) this.current = undefined;
      });
    }
    return this.current;
  }

  /** The browser when one is running (without starting one). */
  async running(): Promise<Browser | undefined> {
    return this.current?.catch(() => undefined);
  }

  async close(): Promise<void> {
    const browser = await this.running();
    this.current = undefined;
    if (browser) this.closing.add(browser);
    await browser?.close().catch(() => undefined);
  }

  private async start(): Promise<Browser> {
    const browser = this.config.cdpUrl ? await this.connect(this.config.cdpUrl) : await this.launch();
    browser.on('disconnected', () => {
      if (this.closing.has(browser)) return;
      void this.current?.then(
        (active) => {
          if (active === browser) this.current = undefined;
        },
        () => undefined,
      );
      this.log.warn('Remote browser disconnected; the next session starts a new one');
      for (const listener of this.disconnectListeners) listener(browser);
    });
    return browser;
  }

  private async connect(cdpUrl: string): Promise<Browser> {
    this.log.info('Connecting to the remote browser farm over CDP');
    const chromium = await loadChromium();
    return chromium.connectOverCDP(cdpUrl, { timeout: 15_000 });
  }

  private async launch(): Promise<Browser> {
    const executablePath = findChromium(this.config.chromiumPath);
    if (!executablePath) throw new Error('No Chromium found (set CHROMIUM_PATH)');
    this.log.info({ executablePath }, 'Starting the remote browser');
    const chromium = await loadChromium();
    return chromium.launch({
      executablePath,
      headless: true,
      // Chromium's sandbox cannot run as root; as any other user it stays on.
      chromiumSandbox: process.getuid?.() !== 0,
      args: launchArgs(this.config.extraArgs),
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
      timeout: 30_000,
    });
  }
}
