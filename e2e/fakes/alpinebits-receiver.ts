import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { supportedVersions } from '@server/integrations/alpinebits/handshake';
import { schemaComplaints } from '@server/integrations/alpinebits/schema-validator';
import { readXml, XmlSyntaxError, type XmlElement } from '@server/integrations/alpinebits/xml-reader';

/**
 * A small AlpineBits HotelData server on 127.0.0.1 for tests (issue 33): what a channel manager or booking engine
 * runs. It checks HTTP Basic authentication, the form fields `action` and `request` (multipart/form-data), the
 * headers X-AlpineBits-ClientProtocolVersion and X-AlpineBits-ClientID, and validates every request against the
 * official schema; it answers the handshake with the versions and actions it is given, other actions with
 * Success, Warnings or Errors as told, and can play the faults the push must survive. It records what it got.
 * The app reaches it when OUTBOUND_ALLOWED_HOSTS names `127.0.0.1:<port>` (an entry must carry the port), so an
 * end-to-end journey gives it a fixed `port`.
 */

export interface ReceiverVersion {
  version: string;
  /** Handshake action names: 'action_OTA_Ping', 'action_OTA_HotelDescriptiveContentNotif_Inventory'... */
  actions: string[];
  /** Capabilities per action ('OTA_HotelDescriptiveContentNotif_Inventory_occupancy_children'). */
  supports?: Record<string, string[]>;
}

/** What the receiver answers a push message with (the handshake is always answered from `versions`). */
export type ReceiverAnswer =
  { outcome: 'success' } | { outcome: 'warnings'; texts: string[] } | { outcome: 'errors'; texts: string[] };

/**
 * Faults, each played once for the next request (queued in order):
 * 'unauthorized' 401, 'forbidden' 403, 'html' a 200 web page, 'not-alpinebits' a 200 XML of another kind,
 * 'xml-error' a 200 body that is not well-formed XML, 'server-error' a 500 (the next request is answered
 * normally), 'bad-request' 400 'ERROR:...', 'stall' no answer at all, 'close' the connection closed unanswered,
 * 'redirect' a 302 elsewhere; 'none' answers normally (to aim a fault at a later request: 'none', 'stall').
 */
export type ReceiverFault =
  | 'none'
  | 'unauthorized'
  | 'forbidden'
  | 'html'
  | 'not-alpinebits'
  | 'xml-error'
  | 'server-error'
  | 'bad-request'
  | 'stall'
  | 'close'
  | 'redirect';

export interface ReceivedRequest {
  action: string;
  clientProtocolVersion: string | undefined;
  clientId: string | undefined;
  /** The `request` field as sent. */
  xml: string;
  /** It, read; null when it is not well-formed. */
  document: XmlElement | null;
  /** The schema's complaints; empty when it validates. */
  schemaErrors: string[];
  /** What the receiver refused it for (auth, fields, headers, schema), or null when it was taken. */
  refused: string | null;
  /** The receiver's own time on it, from its first byte to the answer sent (the benchmark subtracts it). */
  handlingMs: number;
}

export interface AlpineBitsReceiverOptions {
  username?: string;
  password?: string;
  versions?: ReceiverVersion[];
  /** Fixed port (an end-to-end journey's server names it); a free one otherwise. */
  port?: number;
}

export interface AlpineBitsReceiver {
  /** The endpoint ('http://127.0.0.1:<port>/alpinebits'). */
  url: string;
  username: string;
  password: string;
  requests: ReceivedRequest[];
  /** The versions and actions the handshake answers with from now on. */
  setVersions(versions: ReceiverVersion[]): void;
  /** How push messages are answered from now on ('success' until told otherwise). */
  answer(answer: ReceiverAnswer): void;
  /** Faults for the next requests, one each, in order. */
  fault(...faults: ReceiverFault[]): void;
  /** Forgets requests, faults and answers (versions and credentials stay). */
  reset(): void;
  close(): Promise<void>;
}

export const receiverCredentials = { username: 'alpine-user', password: 'alpine-secret-1' };

export const allActions2024: ReceiverVersion = {
  version: '2024-10',
  actions: [
    'action_OTA_Ping',
    'action_OTA_HotelDescriptiveContentNotif_Inventory',
    'action_OTA_HotelDescriptiveContentNotif_Info',
  ],
  supports: {
    action_OTA_HotelDescriptiveContentNotif_Inventory: [
      'OTA_HotelDescriptiveContentNotif_Inventory_occupancy_children',
    ],
  },
};

const responseRoots: Record<string, string> = {
  'OTA_Ping:Handshaking': 'OTA_PingRS',
  'OTA_HotelDescriptiveContentNotif:Inventory': 'OTA_HotelDescriptiveContentNotifRS',
  'OTA_HotelDescriptiveContentNotif:Info': 'OTA_HotelDescriptiveContentNotifRS',
};

export async function startAlpineBitsReceiver(
  options: AlpineBitsReceiverOptions = {},
): Promise<AlpineBitsReceiver> {
  const username = options.username ?? receiverCredentials.username;
  const password = options.password ?? receiverCredentials.password;
  let versions = options.versions ?? [allActions2024];
  let reply: ReceiverAnswer = { outcome: 'success' };
  const faults: ReceiverFault[] = [];
  const requests: ReceivedRequest[] = [];
  const sockets = new Set<Socket>();

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) respond(response, 500, 'text/plain', `ERROR:${String(error)}`);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const started = performance.now();
    const record: ReceivedRequest = {
      action: '',
      clientProtocolVersion: header(request, 'x-alpinebits-clientprotocolversion'),
      clientId: header(request, 'x-alpinebits-clientid'),
      xml: '',
      document: null,
      schemaErrors: [],
      refused: null,
      handlingMs: 0,
    };
    response.on('finish', () => void (record.handlingMs = performance.now() - started));
    const body = await readAll(request);
    const fault = faults.shift();
    if (fault === 'stall') return; // Never answered; close() ends it.
    // 'none' falls through to a normal answer.
    if (fault === 'close') return void request.socket.destroy();
    if (fault && playFault(fault, response)) return;

    const refuse = (status: number, why: string) => {
      record.refused = why;
      requests.push(record);
      respond(response, status, 'text/plain', status === 401 ? 'Unauthorized' : `ERROR:${why}`);
    };
    if (!authorized(request.headers.authorization, username, password)) return refuse(401, 'credentials');
    const fields = await formFields(header(request, 'content-type') ?? '', body);
    if (!fields) return refuse(400, 'not multipart/form-data');
    record.action = fields.get('action') ?? '';
    record.xml = fields.get('request') ?? '';
    if (!record.clientProtocolVersion) return refuse(400, 'missing X-AlpineBits-ClientProtocolVersion');
    if (!record.clientId) return refuse(400, 'missing X-AlpineBits-ClientID');
    const root = responseRoots[record.action];
    if (!root) return refuse(400, `unknown action ${record.action || '(none)'}`);
    try {
      record.document = readXml(record.xml);
    } catch (error) {
      if (!(error instanceof XmlSyntaxError)) throw error;
      return refuse(400, `request is not well-formed: ${error.message}`);
    }
    // Checked against the schema of the version the client says it speaks (the newest when it names another).
    const version =
      supportedVersions.find((known) => known === record.clientProtocolVersion) ?? supportedVersions[0];
    const complaints = await schemaComplaints([{ name: 'request.xml', xml: record.xml }], version);
    record.schemaErrors = complaints.get('request.xml')!;
    if (record.schemaErrors.length > 0)
      return refuse(400, `request does not validate: ${record.schemaErrors[0]}`);
    requests.push(record);
    if (record.action === 'OTA_Ping:Handshaking') {
      return respond(response, 200, 'application/xml', pingAnswer(record.document, versions));
    }
    respond(response, 200, 'application/xml', notifAnswer(root, reply));
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/alpinebits`,
    username,
    password,
    requests,
    setVersions: (next) => void (versions = next),
    answer: (next) => void (reply = next),
    fault: (...next) => void faults.push(...next),
    reset() {
      requests.length = 0;
      faults.length = 0;
      reply = { outcome: 'success' };
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function playFault(fault: ReceiverFault, response: ServerResponse): boolean {
  switch (fault) {
    case 'unauthorized':
      return (void respond(response, 401, 'text/plain', 'Unauthorized'), true);
    case 'forbidden':
      return (void respond(response, 403, 'text/plain', 'Forbidden'), true);
    case 'html':
      return (
        void respond(response, 200, 'text/html', '<!doctype html><html><body>Welcome</body></html>'),
        true
      );
    case 'not-alpinebits':
      return (
        void respond(response, 200, 'application/xml', '<?xml version="1.0"?><status>ok</status>'),
        true
      );
    case 'xml-error':
      return (void respond(response, 200, 'application/xml', '<OTA_PingRS><Success></OTA_PingRS'), true);
    case 'server-error':
      return (void respond(response, 500, 'text/plain', 'Internal Server Error'), true);
    case 'bad-request':
      return (void respond(response, 400, 'text/plain', 'ERROR:unsupported action'), true);
    case 'redirect':
      response.writeHead(302, { location: 'http://127.0.0.1:9/elsewhere' });
      return (void response.end(), true);
    default:
      return false;
  }
}

const otaNamespace = 'http://www.opentravel.org/OTA/2003/05';

/** The handshake answer: Success, the intersection of the client's and our versions/actions as Warning 11, EchoData. */
function pingAnswer(request: XmlElement, versions: ReceiverVersion[]): string {
  const echo = request.children.find((child) => child.name === 'EchoData')?.text ?? '';
  let asked: { versions?: { version: string; actions?: { action: string; supports?: string[] }[] }[] } = {};
  try {
    asked = JSON.parse(echo) as typeof asked;
  } catch {
    // An EchoData that is not JSON shares nothing with us.
  }
  const shared = versions.flatMap((ours) => {
    const theirs = asked.versions?.find((entry) => entry.version === ours.version);
    if (!theirs) return [];
    const actions = ours.actions.flatMap((action) => {
      const their = theirs.actions?.find((entry) => entry.action === action);
      if (!their) return [];
      const supports = (ours.supports?.[action] ?? []).filter((s) => their.supports?.includes(s));
      return [supports.length > 0 ? { action, supports } : { action }];
    });
    return [{ version: ours.version, actions }];
  });
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<OTA_PingRS xmlns="${otaNamespace}" Version="8.000">` +
    `<Success/><Warnings><Warning Type="11" Status="ALPINEBITS_HANDSHAKE">${escapeXml(JSON.stringify({ versions: shared }))}</Warning></Warnings>` +
    `<EchoData>${escapeXml(echo)}</EchoData></OTA_PingRS>`
  );
}

function notifAnswer(root: string, reply: ReceiverAnswer): string {
  const head = `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${otaNamespace}" Version="8.000">`;
  if (reply.outcome === 'errors') {
    const errors = reply.texts
      .map((text) => `<Error Type="13" Code="450">${escapeXml(text)}</Error>`)
      .join('');
    return `${head}<Errors>${errors}</Errors></${root}>`;
  }
  const warnings =
    reply.outcome === 'warnings'
      ? `<Warnings>${reply.texts.map((text) => `<Warning Type="11">${escapeXml(text)}</Warning>`).join('')}</Warnings>`
      : '';
  return `${head}<Success/>${warnings}</${root}>`;
}

function authorized(authorization: string | undefined, username: string, password: string): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(authorization ?? '');
  return !!match && Buffer.from(match[1]!, 'base64').toString('utf8') === `${username}:${password}`;
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function respond(response: ServerResponse, status: number, contentType: string, body: string) {
  response.writeHead(status, { 'content-type': `${contentType}; charset=utf-8` });
  response.end(body);
}

/** The text fields of a multipart/form-data body (read by undici, as a server framework would), or null. */
async function formFields(contentType: string, body: Buffer): Promise<Map<string, string> | null> {
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) return null;
  try {
    const form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': contentType },
    }).formData();
    const fields = new Map<string, string>();
    form.forEach((value, name) => {
      if (typeof value === 'string') fields.set(name, value);
    });
    return fields;
  } catch {
    return null;
  }
}

function readAll(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
