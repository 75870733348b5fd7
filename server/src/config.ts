import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));
const optionalUrl = optionalText.pipe(z.url().optional());
/** A comma-separated list of exact `host` or `host:port` entries (no wildcards), named in its error. */
const exactHostList = (variable: string) =>
  optionalText.pipe(
    z
      .string()
      .regex(
        /^\s*[a-z0-9.-]+(:\d{1,5})?\s*(,\s*[a-z0-9.-]+(:\d{1,5})?\s*)*$/i,
        `${variable} must be a comma-separated list of host or host:port`,
      )
      .optional(),
  );

/** Every variable is optional: unset ones fall back to the embedded defaults (README, "Configuration"). */
const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
      .optional(),
  ),
  SECRET_KEY: optionalText.pipe(z.string().min(32, 'SECRET_KEY must be at least 32 characters').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  SMTP_URL: optionalText,
  MAIL_FROM: optionalText,
  SUPPORT_EMAIL: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_DISCOVERY_URL: optionalUrl,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_PRICE_SMALL: optionalText,
  STRIPE_PRICE_MEDIUM: optionalText,
  STRIPE_PRICE_LARGE: optionalText,
  STRIPE_API_BASE: optionalUrl,
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: optionalText,
  OPENAI_VISION_MODEL: optionalText,
  BOOKING_API_KEY: optionalText,
  BOOKING_API_BASE_URL: optionalUrl,
  BOOKING_PHOTO_HOSTS: optionalText.pipe(
    z
      .string()
      .regex(
        /^\s*(\*\.)?[a-z0-9.-]+(:\d{1,5})?\s*(,\s*(\*\.)?[a-z0-9.-]+(:\d{1,5})?\s*)*$/i,
        'BOOKING_PHOTO_HOSTS must be a comma-separated list of host or host:port (a leading *. allows subdomains)',
      )
      .optional(),
  ),
  OUTBOUND_ALLOWED_HOSTS: exactHostList('OUTBOUND_ALLOWED_HOSTS'),
  /** The earlier name of OUTBOUND_ALLOWED_HOSTS, still read when the new one is unset. */
  IMPORT_ALLOWED_HOSTS: exactHostList('IMPORT_ALLOWED_HOSTS'),
  CHROMIUM_PATH: optionalText,
  BROWSER_CDP_URL: optionalText,
  BROWSER_EXTRA_ARGS: optionalText,
  BROWSER_MAX_SESSIONS: z.coerce.number().int().min(1).max(50).optional(),
  BROWSER_ALLOW_NO_SANDBOX: z.enum(['0', '1']).default('0'),
  BROWSER_USER: z
    .string()
    .regex(/^[a-z_][a-z0-9_-]*$/i, 'BROWSER_USER must be a user name')
    .default('nobody'),
  BROWSER_PROXY_HOST: z.union([z.ipv4(), z.ipv6()]).default('127.0.0.1'),
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  SIGN_UP_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  PUBLIC_PREVIEW_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
  TRUST_PROXY: optionalText.pipe(
    z
      .string()
      .refine(
        isTrustProxyValue,
        'TRUST_PROXY must be a hop count (like 1) or a comma-separated list of proxy addresses or CIDR ranges',
      )
      .optional(),
  ),
});

/** A hop count, or proxy addresses and CIDR ranges (10.0.0.1, 10.0.0.0/8, ::1). */
function isTrustProxyValue(value: string) {
  if (/^\d+$/.test(value)) return true;
  return value.split(',').every((entry) => {
    const [address = '', prefix, ...rest] = entry.trim().split('/');
    const version = isIP(address);
    if (version === 0 || rest.length > 0) return false;
    if (prefix === undefined) return true;
    return /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
  });
}

/** What Fastify's trustProxy receives: nothing trusted (the socket address counts), hops, or addresses. */
export type TrustProxy = false | number | string[];

/** Fastify's trustProxy for the setting (its types take no hop count, so hops become proxy-addr's rule). */
export function trustProxyOption(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

function readTrustProxy(value: string | undefined): TrustProxy {
  if (!value) return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((entry) => entry.trim());
}

export type Environment = z.infer<typeof environmentSchema>;

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string | undefined;
  publishableKey: string | undefined;
  /** Points the SDK at another API host (tests use a fake on 127.0.0.1). */
  apiBase: string | undefined;
  /** Our plan ids mapped to Stripe price ids. */
  prices: { tier_50?: string; tier_150?: string; tier_unlimited?: string };
}

/** The property import's data API and the hosts its photos may come from. */
export interface BookingConfig {
  apiKey: string;
  /** Without a trailing slash, e.g. https://booking-com18.p.rapidapi.com. */
  apiBaseUrl: string;
  /** host or host:port entries, lowercase; `*.example.com` allows any subdomain (over https, public addresses). */
  photoHosts: string[];
}

/** Booking.com's image CDN (cf.bstatic.com and its siblings). */
export const defaultBookingPhotoHosts = ['*.bstatic.com'];
export const defaultBookingApiBaseUrl = 'https://booking-com18.p.rapidapi.com';

export interface Config {
  env: Environment['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  secretKey: string;
  logLevel: Environment['LOG_LEVEL'];
  s3:
    | {
        endpoint: string | undefined;
        bucket: string;
        region: string;
        accessKeyId?: string;
        secretAccessKey?: string;
      }
    | undefined;
  mail: { smtpUrl: string | undefined; from: string; supportEmail: string };
  google: { clientId: string; clientSecret: string; discoveryUrl: string } | undefined;
  stripe: StripeConfig | undefined;
  booking: BookingConfig | undefined;
  /**
   * host or host:port entries, lowercase (OUTBOUND_ALLOWED_HOSTS, or its earlier name IMPORT_ALLOWED_HOSTS): what
   * the product's outbound traffic (the website import, the AlpineBits push, the webhooks) may reach although it is
   * not public, over plain http too (tests' servers on 127.0.0.1, a system on the operator's own network).
   */
  outboundAllowedHosts: string[];
  browser: BrowserConfig;
  signInRateLimit: number;
  /** Sign-ups per hour from one client address (SIGN_UP_RATE_LIMIT); each one sends a mail. */
  signUpRateLimit: number;
  /**
   * Public template previews, embedded gallery pages and schema.org data per minute from one client address
   * (PUBLIC_PREVIEW_RATE_LIMIT).
   */
  publicPreviewRateLimit: number;
  /** Content API requests per minute with one key, over all /api/v1 routes (API_KEY_RATE_LIMIT). */
  apiKeyRateLimit: number;
  /** Which proxies in front of the app may name the client in X-Forwarded-For (TRUST_PROXY). */
  trustProxy: TrustProxy;
  raw: Environment;
}

/** The live remote browser of OTA connect (ARCHITECTURE.md "Remote browser"). */
export interface BrowserConfig {
  /** A local Chromium binary; when unset, the usual places are searched at first use. */
  chromiumPath: string | undefined;
  /** A browser farm reached over CDP instead of a local Chromium. */
  cdpUrl: string | undefined;
  /** Extra Chromium flags (tests map the OTA hosts to local fakes with --host-resolver-rules). */
  extraArgs: string[];
  /** How many live sessions may be open at once across all users. */
  maxSessions: number;
  /** BROWSER_ALLOW_NO_SANDBOX=1: Chromium may run without its sandbox (logged as a warning at each launch). */
  allowNoSandbox: boolean;
  /** The unprivileged user Chromium runs as, sandboxed, when the app runs as root (BROWSER_USER, nobody). */
  sandboxUser: string;
  /**
   * The address the browser's egress proxies listen on and the browser reaches them at (BROWSER_PROXY_HOST):
   * 127.0.0.1, or with BROWSER_CDP_URL an address of this server the browser's container can reach.
   */
  proxyHost: string;
}

export const defaultBrowserMaxSessions = 4;

/**
 * BROWSER_EXTRA_ARGS is a list of Chromium flags split before each ` --`, so a flag's value may hold spaces
 * ("--host-resolver-rules=MAP a.example 127.0.0.1:8443, MAP b.example 127.0.0.1:8443 --ignore-certificate-errors").
 */
export function splitBrowserArgs(value: string | undefined): string[] {
  if (!value?.trim()) return [];
  return value
    .trim()
    .split(/\s+(?=--)/)
    .map((flag) => flag.trim())
    .filter((flag) => flag.length > 0);
}

/** A checked list of host[:port] entries, lowercase; undefined when unset. */
function splitHosts(value: string | undefined): string[] | undefined {
  return value?.split(',').map((host) => host.trim().toLowerCase());
}

export class ConfigError extends Error {}

/** Reads and checks the environment once at start; a wrong value stops the process with a clear message. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? {
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET,
          discoveryUrl:
            env.GOOGLE_DISCOVERY_URL ?? 'https://accounts.google.com/.well-known/openid-configuration',
        }
      : undefined;
  const s3 = env.S3_BUCKET
    ? {
        endpoint: env.S3_ENDPOINT,
        bucket: env.S3_BUCKET,
        region: env.S3_REGION ?? 'us-east-1',
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      }
    : undefined;
  const stripe = env.STRIPE_SECRET_KEY
    ? {
        secretKey: env.STRIPE_SECRET_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        publishableKey: env.STRIPE_PUBLISHABLE_KEY,
        apiBase: env.STRIPE_API_BASE,
        prices: {
          tier_50: env.STRIPE_PRICE_SMALL,
          tier_150: env.STRIPE_PRICE_MEDIUM,
          tier_unlimited: env.STRIPE_PRICE_LARGE,
        },
      }
    : undefined;
  const booking = env.BOOKING_API_KEY
    ? {
        apiKey: env.BOOKING_API_KEY,
        apiBaseUrl: (env.BOOKING_API_BASE_URL ?? defaultBookingApiBaseUrl).replace(/\/+$/, ''),
        photoHosts: splitHosts(env.BOOKING_PHOTO_HOSTS) ?? defaultBookingPhotoHosts,
      }
    : undefined;
  const browser: BrowserConfig = {
    chromiumPath: env.CHROMIUM_PATH,
    cdpUrl: env.BROWSER_CDP_URL,
    extraArgs: splitBrowserArgs(env.BROWSER_EXTRA_ARGS),
    maxSessions: env.BROWSER_MAX_SESSIONS ?? defaultBrowserMaxSessions,
    allowNoSandbox: env.BROWSER_ALLOW_NO_SANDBOX === '1',
    sandboxUser: env.BROWSER_USER,
    proxyHost: env.BROWSER_PROXY_HOST,
  };
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    appUrl,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    secretKey: secretKeyOf(env, dataDir),
    logLevel: env.LOG_LEVEL,
    s3,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? 'Hotel Content Studio <no-reply@localhost>',
      supportEmail: env.SUPPORT_EMAIL ?? 'support@localhost',
    },
    google,
    stripe,
    booking,
    outboundAllowedHosts: splitHosts(env.OUTBOUND_ALLOWED_HOSTS ?? env.IMPORT_ALLOWED_HOSTS) ?? [],
    browser,
    signInRateLimit: env.SIGN_IN_RATE_LIMIT,
    signUpRateLimit: env.SIGN_UP_RATE_LIMIT,
    publicPreviewRateLimit: env.PUBLIC_PREVIEW_RATE_LIMIT,
    apiKeyRateLimit: env.API_KEY_RATE_LIMIT,
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    raw: env,
  };
}

/**
 * SECRET_KEY from the environment. In production it must be given there (issue 30, point 10): the key seals the
 * saved OTA logins, and a key kept in DATA_DIR beside the database would let any copy of the data folder (a
 * backup, a volume snapshot) open its own sealed logins. Elsewhere a key generated into DATA_DIR/secret.key
 * keeps sessions across restarts without configuration.
 */
function secretKeyOf(env: Environment, dataDir: string): string {
  if (env.SECRET_KEY) return env.SECRET_KEY;
  if (env.NODE_ENV === 'production')
    throw new ConfigError(
      'Invalid configuration:\n  SECRET_KEY: required with NODE_ENV=production. Set it in the environment (or .env), ' +
        'outside the data folder, for example SECRET_KEY=$(openssl rand -hex 32). An install that ran without ' +
        `it has its key in ${path.join(dataDir, 'secret.key')}: use that value, so saved logins and sessions stay valid.`,
    );
  return readOrCreateSecret(dataDir);
}

/** A secret generated once and kept in the data folder, so sessions survive restarts without configuration. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
