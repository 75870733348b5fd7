import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * A Booking.com extranet stand-in for the remote-browser tests: HTTPS on 127.0.0.1 with the test certificate,
 * reached by the browser as admin.booking.com / account.booking.com (and evil.example, a site outside the
 * channel) through --host-resolver-rules. Records every request it receives.
 */

export interface ReceivedRequest {
  host: string;
  method: string;
  path: string;
  cookie: string;
  body: string;
}

export const loggedInPath = '/hotel/hoteladmin/extranet_ng/manage/home.html';
const authCookie = 'esadm=fake-session-1234';

const certs = path.resolve(import.meta.dirname, '../../../../e2e/fakes/certs');

const page = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body style="margin:0;font:16px sans-serif">${body}</body></html>`;

/** Fixed positions, so the live-view test knows where to click (CSS pixels of the 1280x800 viewport). */
export const formLayout = {
  input: { x: 250, y: 115 },
  select: { left: 100, top: 200, width: 200, height: 30 },
};

const formPage = page(
  'Sign in',
  `<form method="post" action="/sign-in">
    <input id="username" name="username" autocomplete="off"
      style="position:absolute;left:100px;top:100px;width:300px;height:30px;font-size:16px">
    <select id="room" name="room"
      style="position:absolute;left:100px;top:200px;width:200px;height:30px">
      <option value="single">Single</option><option value="double">Double</option><option value="suite">Suite</option>
    </select>
    <button type="submit" style="position:absolute;left:100px;top:300px">Sign in</button>
  </form>
  <script>
    document.getElementById('room').addEventListener('change', (e) => { document.title = 'changed:' + e.target.value; });
  </script>`,
);

export interface FakeExtranet {
  port: number;
  requests: ReceivedRequest[];
  close(): Promise<void>;
  hostResolverRules(): string;
}

export async function startFakeExtranet(): Promise<FakeExtranet> {
  const requests: ReceivedRequest[] = [];
  let port = 0;
  const server: Server = createServer(
    {
      key: readFileSync(path.join(certs, 'ota-extranet.key')),
      cert: readFileSync(path.join(certs, 'ota-extranet.crt')),
    },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const host = (request.headers.host ?? '').replace(/:\d+$/, '');
        const url = new URL(request.url ?? '/', 'https://placeholder');
        const cookie = request.headers.cookie ?? '';
        const body = Buffer.concat(chunks).toString('utf8');
        requests.push({ host, method: request.method ?? 'GET', path: url.pathname, cookie, body });
        const html = (status: number, text: string, headers: Record<string, string> = {}) => {
          response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
          response.end(text);
        };
        const redirect = (location: string, headers: Record<string, string> = {}) => {
          response.writeHead(302, { location, ...headers });
          response.end();
        };
        const loggedIn = cookie.includes(authCookie);
        if (host === 'admin.booking.com' && url.pathname === '/') {
          return loggedIn
            ? redirect(`https://admin.booking.com${loggedInPath}`)
            : redirect('https://account.booking.com/sign-in');
        }
        if (host === 'account.booking.com' && url.pathname === '/sign-in') {
          if (request.method === 'POST') {
            const expires = new Date(Date.now() + 86_400_000).toUTCString();
            return redirect(`https://admin.booking.com${loggedInPath}`, {
              'set-cookie': `${authCookie}; Domain=booking.com; Path=/; Expires=${expires}; Secure; HttpOnly; SameSite=Lax`,
            });
          }
          return html(200, formPage);
        }
        if (host === 'admin.booking.com' && url.pathname === loggedInPath) {
          return loggedIn
            ? html(200, page('Extranet', '<h1>Extranet home</h1>'))
            : redirect('https://account.booking.com/sign-in');
        }
        if (host === 'admin.booking.com' && url.pathname === '/outside') {
          return html(
            200,
            page(
              'Outside',
              `<img src="https://evil.example/pixel.png"><img src="https://127.0.0.1:${port}/literal.png">
              <iframe src="https://evil.example/frame.html"></iframe>
              <script>fetch('https://evil.example/fetch').catch(() => { document.title = 'fetch blocked'; });</script>`,
            ),
          );
        }
        if (host === 'admin.booking.com' && url.pathname === '/tabs') {
          return html(
            200,
            page(
              'Tabs',
              `<a id="open" href="https://admin.booking.com/new-tab" target="_blank"
                style="position:absolute;left:0;top:0;width:400px;height:100px;display:block">Open a tab</a>
              <a id="escape" href="https://admin.booking.com/go-outside" target="_blank"
                style="position:absolute;left:0;top:200px">A tab that redirects outside</a>`,
            ),
          );
        }
        if (host === 'admin.booking.com' && url.pathname === '/new-tab') {
          return html(200, page('New tab', '<h1>New tab</h1>'));
        }
        if (host === 'admin.booking.com' && url.pathname === '/hop') {
          return redirect('https://admin.booking.com/new-tab');
        }
        if (host === 'admin.booking.com' && url.pathname === '/go-outside') {
          return redirect('https://evil.example/stolen');
        }
        html(404, page('Not found', 'Not found'));
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  return {
    port,
    requests,
    hostResolverRules: () =>
      ['admin.booking.com', 'account.booking.com', 'evil.example']
        .map((host) => `MAP ${host} 127.0.0.1:${port}`)
        .join(', '),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
