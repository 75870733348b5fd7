import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * Stand-ins for two OTA extranets (Booking.com's admin site and Expedia Partner Central) on one HTTPS port of
 * 127.0.0.1, for the live remote browser of OTA connect (ARCHITECTURE.md "Testing"). Chromium reaches them
 * under their real host names through `browserExtraArgs` (--host-resolver-rules, and
 * --ignore-certificate-errors for the self-signed certificate in ./certs; plain http to booking.com would be
 * upgraded by Chromium's HSTS list). Each channel behaves like the real one in what the product relies on:
 * the entry page sends a signed-out user to a login page on another host, the login sets a persistent
 * session cookie for the whole domain, and the extranet home is only shown with a valid cookie.
 *
 * The login page has a fixed layout (`loginLayout`, CSS pixels of a 1280x800 viewport) so tests can click
 * into the live view where the fields are; its user name field has the focus at once, as on real login pages.
 * It also asks for a picture from a host outside the channel (evil.example), which the live browser must block:
 * `requests` records what reached the fake. A link leads to a channel host that does not answer
 * (`unreachableHost`, mapped to a closed port), where the live browser shows Chromium's error page.
 */

export interface FakeChannel {
  /** Where a session starts (the catalogue's loginUrl). */
  entryHost: string;
  loginHost: string;
  loginPath: string;
  homeHost: string;
  homePath: string;
  cookieName: string;
  cookieDomain: string;
  /** The site's own name, in the login page's heading. */
  siteName: string;
  propertyName: string;
}

export const fakeChannels = {
  booking: {
    entryHost: 'admin.booking.com',
    loginHost: 'account.booking.com',
    loginPath: '/sign-in',
    homeHost: 'admin.booking.com',
    homePath: '/hotel/hoteladmin/extranet_ng/manage/home.html',
    cookieName: 'esadm',
    cookieDomain: '.booking.com',
    siteName: 'Booking.com extranet',
    propertyName: 'Hotel Alpenblick',
  },
  expedia: {
    entryHost: 'www.expediapartnercentral.com',
    loginHost: 'www.expediapartnercentral.com',
    loginPath: '/Account/Logon',
    homeHost: 'apps.expediapartnercentral.com',
    homePath: '/lodging/home/home',
    cookieName: 'EG_SESSIONTOKEN',
    cookieDomain: '.expediapartnercentral.com',
    siteName: 'Expedia Partner Central',
    propertyName: 'Hotel Alpenblick',
  },
} satisfies Record<string, FakeChannel>;
export type FakeChannelType = keyof typeof fakeChannels;

/** Centres of the login form's controls, in CSS pixels of the remote page (viewport 1280x800). */
export const loginLayout = {
  username: { x: 300, y: 170 },
  password: { x: 300, y: 250 },
  language: { x: 300, y: 330 },
  submit: { x: 300, y: 414 },
  /** The link to `unreachableHost`. */
  partnerHubLink: { x: 250, y: 532 },
} as const;

/** A host outside every channel, mapped to the fake too, so a leak through the allowlist would be seen. */
export const outsideHost = 'evil.example';

/** A host of the channel that refuses connections (a closed port on 127.0.0.1): the site is down. */
export const unreachableHost = 'unavailable.booking.com';
/** Where the login page's partner hub link points; its query stands for a token an address bar must not show. */
export const unreachableAddress = `https://${unreachableHost}/partner-hub?ticket=secret-ticket`;

export const fakeCredentials = { username: 'hotel.alpenblick', password: 'Extranet-Secret-2026' } as const;

/** How long the login cookie lives (persistent: the saved login's expiry is taken from it). */
export const loginCookieSeconds = 30 * 24 * 60 * 60;

export interface RecordedExtranetRequest {
  host: string;
  method: string;
  path: string;
}

export interface OtaExtranetFake {
  port: number;
  /** Chromium flags that send every channel host (and the outside host) to this fake. */
  browserExtraArgs: string[];
  /** The same flags as one BROWSER_EXTRA_ARGS value. */
  browserEnvironment: { BROWSER_EXTRA_ARGS: string };
  credentials: typeof fakeCredentials;
  requests: RecordedExtranetRequest[];
  /** The language chosen in the last successful login form (proves a <select> works in the live view). */
  lastLoginLanguage(): string | undefined;
  /** Ends every login session, as when the channel logs the user out: saved logins stop working. */
  revokeAll(): void;
  close(): Promise<void>;
}

const certificateFolder = fileURLToPath(new URL('./certs/', import.meta.url));

export async function startOtaExtranetFake(): Promise<OtaExtranetFake> {
  const validSessions = new Set<string>();
  const requests: RecordedExtranetRequest[] = [];
  let lastLanguage: string | undefined;

  const server: Server = createServer(
    {
      key: readFileSync(`${certificateFolder}ota-extranet.key`),
      cert: readFileSync(`${certificateFolder}ota-extranet.crt`),
    },
    (request, response) => {
      const host = (request.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
      const url = new URL(request.url ?? '/', `https://${host || 'localhost'}`);
      requests.push({ host, method: request.method ?? 'GET', path: url.pathname });
      void handle(host, url, request, response).catch(() => {
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
    },
  );

  async function handle(host: string, url: URL, request: IncomingMessage, response: ServerResponse) {
    if (host === outsideHost) return send(response, 200, 'image/gif', transparentGif);
    if (url.pathname === '/animate') return send(response, 200, 'text/html', animationPage);
    if (url.pathname === '/help')
      return send(response, 200, 'text/html', page('Help', '<h1>Extranet help</h1>'));
    const channel = Object.values(fakeChannels).find(
      (candidate) =>
        candidate.entryHost === host || candidate.loginHost === host || candidate.homeHost === host,
    );
    if (!channel) return send(response, 404, 'text/plain', 'Unknown host');
    const signedIn = validSessions.has(readCookie(request, channel.cookieName) ?? '');

    if (host === channel.loginHost && url.pathname === channel.loginPath) {
      if (request.method === 'POST') {
        const form = new URLSearchParams(await readBody(request));
        const valid =
          form.get('username') === fakeCredentials.username &&
          form.get('password') === fakeCredentials.password;
        if (!valid)
          return send(response, 200, 'text/html', loginPage(channel, 'Incorrect username or password'));
        const session = randomBytes(18).toString('base64url');
        validSessions.add(session);
        lastLanguage = form.get('language') ?? undefined;
        response.setHeader(
          'set-cookie',
          `${channel.cookieName}=${session}; Domain=${channel.cookieDomain}; Path=/; Max-Age=${loginCookieSeconds}; Secure; HttpOnly; SameSite=Lax`,
        );
        return redirect(response, `https://${channel.homeHost}${channel.homePath}`);
      }
      if (signedIn) return redirect(response, `https://${channel.homeHost}${channel.homePath}`);
      return send(response, 200, 'text/html', loginPage(channel));
    }
    if (host === channel.homeHost && url.pathname === channel.homePath) {
      if (!signedIn) return redirect(response, `https://${channel.loginHost}${channel.loginPath}`);
      return send(response, 200, 'text/html', homePage(channel));
    }
    // The entry page (and anything else on the channel's hosts) sends the user where they belong.
    return redirect(
      response,
      signedIn
        ? `https://${channel.homeHost}${channel.homePath}`
        : `https://${channel.loginHost}${channel.loginPath}?op_token=fake`,
    );
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const hosts = new Set<string>([outsideHost]);
  for (const channel of Object.values(fakeChannels)) {
    hosts.add(channel.entryHost).add(channel.loginHost).add(channel.homeHost);
  }
  const rules = [...hosts]
    .map((host) => `MAP ${host} 127.0.0.1:${port}`)
    .concat(`MAP ${unreachableHost} 127.0.0.1:${await closedPort()}`)
    .join(', ');
  const browserExtraArgs = [`--host-resolver-rules=${rules}`, '--ignore-certificate-errors'];

  return {
    port,
    browserExtraArgs,
    browserEnvironment: { BROWSER_EXTRA_ARGS: browserExtraArgs.join(' ') },
    credentials: fakeCredentials,
    requests,
    lastLoginLanguage: () => lastLanguage,
    revokeAll: () => validSessions.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on: taken from the system, then let go, so a connection to it is refused. */
async function closedPort(): Promise<number> {
  const probe = createTcpServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

function readCookie(request: IncomingMessage, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, type: string, body: string | Buffer) {
  response.writeHead(status, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' });
  response.end(body);
}

function redirect(response: ServerResponse, location: string) {
  response.writeHead(302, { location, 'cache-control': 'no-store' });
  response.end();
}

const transparentGif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const style = `
  body { margin: 0; font: 16px sans-serif; background: #f5f7fa; }
  .field { position: absolute; left: 100px; width: 400px; height: 40px; box-sizing: border-box; font-size: 16px; }
  label { position: absolute; left: 100px; font-size: 14px; }
`;

function page(title: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title><style>${style}</style></head><body>${body}</body></html>`;
}

function loginPage(channel: FakeChannel, error?: string): string {
  const { username, password, language, submit } = loginLayout;
  const top = (centre: { y: number }, height: number) => centre.y - height / 2;
  return page(
    'Sign in',
    `<h1 style="position:absolute;left:100px;top:40px;margin:0">Sign in to ${channel.siteName}</h1>
    ${error ? `<p role="alert" style="position:absolute;left:100px;top:90px;margin:0;color:#b00">${error}</p>` : ''}
    <img src="https://${outsideHost}/pixel.gif" alt="" width="1" height="1">
    <form method="post" action="${channel.loginPath}">
      <label for="username" style="top:${top(username, 40) - 22}px">Username</label>
      <input class="field" id="username" name="username" autocomplete="off" autofocus style="top:${top(username, 40)}px">
      <label for="password" style="top:${top(password, 40) - 22}px">Password</label>
      <input class="field" id="password" name="password" type="password" style="top:${top(password, 40)}px">
      <label for="language" style="top:${top(language, 40) - 22}px">Language</label>
      <select class="field" id="language" name="language" style="top:${top(language, 40)}px">
        <option value="en">English</option><option value="de">Deutsch</option><option value="fr">Français</option>
      </select>
      <button class="field" type="submit" style="top:${top(submit, 48)}px;height:48px">Sign in</button>
    </form>
    <a href="/help" target="_blank" style="position:absolute;left:100px;top:480px">Help (opens a new tab)</a>
    <a href="${unreachableAddress}" style="position:absolute;left:100px;top:520px;width:300px;height:24px">Partner hub</a>`,
  );
}

function homePage(channel: FakeChannel): string {
  return page(
    'Extranet home',
    `<h1 style="margin:40px 100px">Property home</h1><p style="margin:0 100px">${channel.propertyName}</p>`,
  );
}

/**
 * For the live-view benchmark: a box that moves on every animation frame (the screencast always has news), and
 * a click anywhere flips the background between white and black (input-to-frame latency).
 */
const animationPage = page(
  'Animation',
  `<div id="box" style="position:absolute;top:200px;width:200px;height:200px;background:#2563eb"></div>
  <script>
    const box = document.getElementById('box');
    let dark = false;
    document.addEventListener('mousedown', () => {
      dark = !dark;
      document.body.style.background = dark ? '#000' : '#fff';
    });
    function step(time) {
      box.style.left = (100 + ((time / 4) % 900)) + 'px';
      requestAnimationFrame(step);
    }
    requestAnimationFrame(step);
  </script>`,
);
