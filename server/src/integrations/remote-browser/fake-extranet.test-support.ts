import { readFileSync } from 'node:fs';
import { createSocket } from 'node:dgram';
import { createServer, type Server } from 'node:https';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
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

/**
 * A page on an allowed host that tries every way around the page-level fence the security review found: WebSockets
 * from a dedicated and a shared worker to a canary on 127.0.0.1, the same to an allowed name that resolves to
 * loopback (rebind.booking.com, mapped to `localhost` by the test), WebRTC's STUN (UDP) and TURN over TCP, also
 * through an iframe's fresh window. It counts its attempts as they end and shows 'hostile done' when all have.
 */
function hostilePage(query: URLSearchParams): string {
  const tcp = Number(query.get('tcp'));
  const udp = Number(query.get('udp'));
  return `<iframe id="fresh" src="about:blank"></iframe>
  <script>
    const targets = ['ws://127.0.0.1:${tcp}/worker', 'wss://rebind.booking.com/worker'];
    const pending = new Set();
    /** One attempt begins; the function it answers ends it, whichever way it ends. */
    const attempt = (name) => {
      pending.add(name);
      return () => {
        pending.delete(name);
        document.title = pending.size === 0 ? 'hostile done' : 'pending ' + [...pending].join(' ');
      };
    };
    const loaded = attempt('page');
    for (const target of targets) {
      const fromWorker = attempt('worker ' + target);
      const worker = new Worker('/hostile-worker.js?target=' + encodeURIComponent(target));
      worker.onmessage = fromWorker;
      worker.onerror = fromWorker;
      const fromSharedWorker = attempt('shared worker ' + target);
      const shared = new SharedWorker('/hostile-worker.js?shared&target=' + encodeURIComponent(target));
      shared.port.onmessage = fromSharedWorker;
      shared.onerror = fromSharedWorker;
      const fromPage = attempt('page socket ' + target);
      try {
        const socket = new WebSocket(target.replace('/worker', '/page'));
        socket.onopen = socket.onerror = socket.onclose = fromPage;
      } catch { fromPage(); }
    }
    const peerConnections = new Set([window.RTCPeerConnection, window.webkitRTCPeerConnection,
      document.getElementById('fresh').contentWindow.RTCPeerConnection].filter(Boolean));
    for (const [index, PeerConnection] of [...peerConnections].entries()) {
      const gathered = attempt('webrtc ' + index);
      const connection = new PeerConnection({ iceServers: [
        { urls: 'stun:127.0.0.1:${udp}' },
        { urls: 'turn:127.0.0.1:${tcp}?transport=tcp', username: 'u', credential: 'p' },
      ] });
      connection.createDataChannel('probe');
      const done = () => { if (connection.iceGatheringState === 'complete') gathered(); };
      connection.onicegatheringstatechange = done;
      connection.createOffer().then((offer) => connection.setLocalDescription(offer)).then(done, gathered);
    }
    loaded();
  </script>`;
}

/** Opens a WebSocket to its target and reports to the page when it opened or failed, as a worker or shared worker. */
const hostileWorker = `
  const target = new URL(location.href).searchParams.get('target');
  const report = (post) => {
    try {
      const socket = new WebSocket(target);
      socket.onopen = () => post('open');
      socket.onclose = () => post('closed');
    } catch { post('refused'); }
  };
  if (typeof postMessage === 'function' && !('onconnect' in self)) report((what) => postMessage(what));
  self.onconnect = (event) => report((what) => event.ports[0].postMessage(what));
`;

/** A TCP and a UDP listener on 127.0.0.1 that record anything reaching them: nothing from the browser ever should. */
export interface Canary {
  tcpPort: number;
  udpPort: number;
  hits: string[];
  close(): Promise<void>;
}

export async function startCanary(): Promise<Canary> {
  const hits: string[] = [];
  // Closed at once, so the attempt that reached it ends (and the page says so) instead of waiting for an answer.
  const tcp = createTcpServer((socket) => {
    hits.push(`tcp from ${socket.remotePort}`);
    socket.on('error', () => undefined);
    socket.destroy();
  });
  const udp = createSocket('udp4', (message) => hits.push(`udp ${message.length} bytes`));
  await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => udp.bind(0, '127.0.0.1', resolve));
  return {
    tcpPort: (tcp.address() as AddressInfo).port,
    udpPort: udp.address().port,
    hits,
    close: async () => {
      await new Promise<void>((resolve) => tcp.close(() => resolve()));
      await new Promise<void>((resolve) => udp.close(() => resolve()));
    },
  };
}

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
        if (host === 'admin.booking.com' && url.pathname === '/hostile') {
          return html(200, page('Hostile', hostilePage(url.searchParams)));
        }
        if (host === 'admin.booking.com' && url.pathname === '/hostile-worker.js') {
          response.writeHead(200, { 'content-type': 'text/javascript' });
          return response.end(hostileWorker);
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
