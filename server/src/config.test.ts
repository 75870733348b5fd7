import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, defaultBrowserMaxSessions, loadConfig, splitBrowserArgs } from './config';

const productionKey = 'a-production-secret-key-from-the-environment-0123';

describe('configuration', () => {
  it('works with nothing set and keeps a generated secret across starts', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hcs-config-'));
    try {
      const first = loadConfig({ DATA_DIR: dataDir });
      expect(first.appUrl).toBe('http://localhost:3000');
      expect(first.databaseUrl).toBeUndefined();
      expect(first.google).toBeUndefined();
      // Sign-in attempts per 15 minutes and sign-ups per hour, for one client.
      expect([first.signInRateLimit, first.signUpRateLimit]).toEqual([10, 10]);
      expect(first.publicPreviewRateLimit).toBe(120);
      expect(first.secretKey).toBe(readFileSync(path.join(dataDir, 'secret.key'), 'utf8'));
      expect(loadConfig({ DATA_DIR: dataDir }).secretKey).toBe(first.secretKey);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses to start in production without SECRET_KEY in the environment, even with DATA_DIR/secret.key', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hcs-config-'));
    try {
      // A key generated into the data folder by an earlier development start is not taken in production.
      loadConfig({ DATA_DIR: dataDir });
      const production = { DATA_DIR: dataDir, NODE_ENV: 'production' };
      expect(() => loadConfig(production)).toThrow(ConfigError);
      expect(() => loadConfig(production)).toThrow(/SECRET_KEY: required with NODE_ENV=production/);
      expect(() => loadConfig(production)).toThrow(path.join(dataDir, 'secret.key'));
      expect(loadConfig({ ...production, SECRET_KEY: productionKey }).secretKey).toBe(productionKey);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('stops with a readable message on a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('reads the live browser settings, flag values with spaces included', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hcs-config-'));
    try {
      const browser = loadConfig({
        DATA_DIR: dataDir,
        CHROMIUM_PATH: '/opt/chromium/chrome',
        BROWSER_MAX_SESSIONS: '3',
        BROWSER_EXTRA_ARGS:
          '--host-resolver-rules=MAP a.example 127.0.0.1:8443, MAP b.example 127.0.0.1:8443 --ignore-certificate-errors',
      }).browser;
      expect(browser).toEqual({
        chromiumPath: '/opt/chromium/chrome',
        cdpUrl: undefined,
        maxSessions: 3,
        extraArgs: [
          '--host-resolver-rules=MAP a.example 127.0.0.1:8443, MAP b.example 127.0.0.1:8443',
          '--ignore-certificate-errors',
        ],
        allowNoSandbox: false,
        sandboxUser: 'nobody',
        proxyHost: '127.0.0.1',
      });
      expect(loadConfig({ DATA_DIR: dataDir }).browser.maxSessions).toBe(defaultBrowserMaxSessions);
      expect(() => loadConfig({ DATA_DIR: dataDir, BROWSER_MAX_SESSIONS: '0' })).toThrow(
        /BROWSER_MAX_SESSIONS/,
      );
      const contained = loadConfig({
        DATA_DIR: dataDir,
        BROWSER_ALLOW_NO_SANDBOX: '1',
        BROWSER_USER: 'chromium',
        BROWSER_PROXY_HOST: '172.18.0.2',
      }).browser;
      expect(contained).toMatchObject({
        allowNoSandbox: true,
        sandboxUser: 'chromium',
        proxyHost: '172.18.0.2',
      });
      expect(() => loadConfig({ DATA_DIR: dataDir, BROWSER_ALLOW_NO_SANDBOX: 'yes' })).toThrow(
        /BROWSER_ALLOW_NO_SANDBOX/,
      );
      expect(() => loadConfig({ DATA_DIR: dataDir, BROWSER_PROXY_HOST: 'app.internal' })).toThrow(
        /BROWSER_PROXY_HOST/,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('trusts no proxy unless TRUST_PROXY names one, also in production', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hcs-config-'));
    try {
      const trustProxy = (value?: string) =>
        loadConfig({
          DATA_DIR: dataDir,
          NODE_ENV: 'production',
          SECRET_KEY: productionKey,
          TRUST_PROXY: value,
        }).trustProxy;
      expect(trustProxy()).toBe(false);
      expect(trustProxy('1')).toBe(1);
      expect(trustProxy('10.0.0.1, 10.1.0.0/16,::1')).toEqual(['10.0.0.1', '10.1.0.0/16', '::1']);
      for (const wrong of ['true', 'proxy.example.com', '10.0.0.0/33', '10.0.0.1,', '1.5']) {
        expect(() => trustProxy(wrong)).toThrow(/TRUST_PROXY must be a hop count/);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('reads OUTBOUND_ALLOWED_HOSTS as lowercase host[:port] entries, none when unset', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hcs-config-'));
    try {
      const allowed = (value?: string) =>
        loadConfig({ DATA_DIR: dataDir, OUTBOUND_ALLOWED_HOSTS: value }).outboundAllowedHosts;
      expect(allowed()).toEqual([]);
      expect(allowed('  ')).toEqual([]);
      expect(allowed('127.0.0.1:4100')).toEqual(['127.0.0.1:4100']);
      expect(allowed(' Intranet.Hotel.local , 10.0.0.5:8080')).toEqual([
        'intranet.hotel.local',
        '10.0.0.5:8080',
      ]);
      for (const wrong of [
        '*.hotel.local',
        'http://hotel.local',
        'hotel.local/',
        'a,,b',
        'a,',
        'hotel:port',
      ]) {
        expect(() => allowed(wrong)).toThrow(/OUTBOUND_ALLOWED_HOSTS must be a comma-separated list of host/);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('reads IMPORT_ALLOWED_HOSTS, its earlier name, when OUTBOUND_ALLOWED_HOSTS is unset', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hcs-config-'));
    try {
      const allowed = (env: Record<string, string>) =>
        loadConfig({ DATA_DIR: dataDir, ...env }).outboundAllowedHosts;
      expect(allowed({ IMPORT_ALLOWED_HOSTS: '127.0.0.1:4100' })).toEqual(['127.0.0.1:4100']);
      expect(
        allowed({ IMPORT_ALLOWED_HOSTS: '127.0.0.1:4100', OUTBOUND_ALLOWED_HOSTS: 'intranet.local' }),
      ).toEqual(['intranet.local']);
      expect(() => allowed({ IMPORT_ALLOWED_HOSTS: 'http://a' })).toThrow(
        /IMPORT_ALLOWED_HOSTS must be a comma-separated list of host/,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('splits extra browser flags only before each " --"', () => {
    expect(splitBrowserArgs(undefined)).toEqual([]);
    expect(splitBrowserArgs('   ')).toEqual([]);
    expect(splitBrowserArgs('--a --b=x y  --c')).toEqual(['--a', '--b=x y', '--c']);
    expect(splitBrowserArgs('--lang=de-DE')).toEqual(['--lang=de-DE']);
  });
});
