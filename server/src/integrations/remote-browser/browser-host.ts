import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Browser, BrowserType } from 'playwright-core';
import type { BrowserConfig } from '../../config';
import { webRtcPolicyFlags } from './egress-proxy/webrtc-off';
import {
  chooseLaunchMode,
  SandboxUnavailableError,
  type LaunchFacts,
  type LaunchMode,
} from './sandbox/launch-mode';
import { launchAsUser } from './sandbox/run-as-user';
import { findSetpriv, findSystemUser } from './sandbox/system-user';

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

/**
 * Configured flags that would undo the fence or the sandbox: another proxy or none (Chromium's --no-proxy-server
 * wins over --proxy-server), WebRTC's policy, running without the sandbox. They are dropped with a warning;
 * BROWSER_ALLOW_NO_SANDBOX is the one way to run without the sandbox.
 */
const fenceUndoingFlags = [
  '--no-sandbox',
  '--no-zygote',
  '--single-process',
  '--proxy-server',
  '--no-proxy-server',
  '--proxy-bypass-list',
  '--proxy-pac-url',
  '--proxy-auto-detect',
  '--webrtc-ip-handling-policy',
  '--force-webrtc-ip-handling-policy',
];

function undoesFence(arg: string): boolean {
  return fenceUndoingFlags.some((flag) => arg === flag || arg.startsWith(`${flag}=`));
}

/**
 * The launch flags: ours, the configured ones (without those that undo the fence), every connection through the
 * browser-wide egress proxy, loopback included (Chromium exempts it by default; `<-loopback>` takes that back),
 * WebRTC's own UDP off, and every --disable-features merged into one at the end.
 */
export function launchArgs(extraArgs: readonly string[], proxyUrl: string): string[] {
  const configuredFeatures = extraArgs
    .filter((arg) => arg.startsWith(disableFeatures))
    .flatMap((arg) => arg.slice(disableFeatures.length).split(','));
  const features = new Set(
    [...playwrightDisabledFeatures, ...ownDisabledFeatures, ...configuredFeatures].filter(Boolean),
  );
  return [
    ...serverFlags,
    ...extraArgs.filter((arg) => !arg.startsWith(disableFeatures) && !undoesFence(arg)),
    `--proxy-server=${proxyUrl}`,
    '--proxy-bypass-list=<-loopback>',
    ...webRtcPolicyFlags,
    `${disableFeatures}${[...features].join(',')}`,
  ];
}

/** What the launch mode is decided from (sandbox/launch-mode.ts); tests pretend to be root without a user. */
export type HostSystem = Omit<LaunchFacts, 'allowNoSandbox' | 'userName'>;

const machine = (): HostSystem => ({
  uid: process.getuid?.(),
  findUser: findSystemUser,
  setpriv: findSetpriv(),
});

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
    /** The browser-wide egress proxy's URL (egress-proxy/egress-proxies.ts), started before the browser. */
    private readonly proxyUrl: () => Promise<string>,
    private readonly system: () => HostSystem = machine,
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
    const mode = chooseLaunchMode({
      ...this.system(),
      allowNoSandbox: this.config.allowNoSandbox,
      userName: this.config.sandboxUser,
    });
    const dropped = this.config.extraArgs.filter(undoesFence);
    if (dropped.length > 0) {
      this.log.warn(
        { dropped },
        'BROWSER_EXTRA_ARGS: flags that would undo the remote browser fence are ignored',
      );
    }
    if (mode.kind === 'no-sandbox') {
      this.log.warn(
        'BROWSER_ALLOW_NO_SANDBOX=1: the remote browser runs without its sandbox; a compromised page could reach ' +
          "this server's files",
      );
    }
    this.log.info({ executablePath, mode: describe(mode) }, 'Starting the remote browser');
    const [chromium, proxyUrl] = await Promise.all([loadChromium(), this.proxyUrl()]);
    const launchFrom = (executable: string) =>
      chromium.launch({
        executablePath: executable,
        headless: true,
        chromiumSandbox: mode.kind !== 'no-sandbox',
        args: launchArgs(this.config.extraArgs, proxyUrl),
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
        timeout: 30_000,
      });
    try {
      return mode.kind === 'as-user'
        ? await launchAsUser(executablePath, mode.user, mode.setpriv, launchFrom)
        : await launchFrom(executablePath);
    } catch (error) {
      // Chromium's own words ('No usable sandbox!') do not say what the operator can do about it.
      if (mode.kind !== 'no-sandbox' && /no usable sandbox/i.test(String(error))) {
        throw new SandboxUnavailableError(
          'Chromium could not start its sandbox here (it needs unprivileged user namespaces, which this ' +
            'machine or container forbids). Allow them, use a browser in its own container (BROWSER_CDP_URL), or ' +
            'accept running without the sandbox with BROWSER_ALLOW_NO_SANDBOX=1.',
          { cause: error },
        );
      }
      throw error;
    }
  }
}

function describe(mode: LaunchMode): string {
  return mode.kind === 'as-user' ? `sandboxed as ${mode.user.name}` : mode.kind;
}
