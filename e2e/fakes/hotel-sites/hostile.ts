import type { IncomingMessage, ServerResponse } from 'node:http';

type HostilePage = (request: IncomingMessage, response: ServerResponse, fake: { otherHost: string }) => void;

const megabytes = (count: number) => count * 1024 * 1024;

/** A valid hotel in JSON-LD, so a page that is refused is refused for what it does, not for being empty. */
const hotelScript = `<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Hotel',
  name: 'Hotel Trick',
  image: '/photos/1.jpg',
})}</script>`;

/** Streams `total` bytes of HTML, waiting whenever the client reads slower; stops when the client goes. */
async function streamHtml(response: ServerResponse, total: number) {
  const chunk = Buffer.alloc(64 * 1024, '<p>Zimmer</p>'.repeat(5000));
  response.write(`<!doctype html><html><head>${hotelScript}</head><body>`);
  for (let sent = 0; sent < total && !response.destroyed; sent += chunk.length) {
    if (!response.write(chunk))
      await new Promise((resolve) => {
        response.once('drain', resolve);
        response.once('close', resolve);
      });
  }
  response.end();
}

function redirect(response: ServerResponse, location: string) {
  response.writeHead(302, { location });
  response.end();
}

/** Pages that misbehave the ways a website (or an attacker's page) can. */
export const hostilePages: Record<string, HostilePage> = {
  /** 50 MB, said up front. */
  '/hostile/huge': (_, response) => {
    response.writeHead(200, { 'content-type': 'text/html', 'content-length': String(megabytes(50)) });
    void streamHtml(response, megabytes(50));
  },
  /** 50 MB without a length: it must be cut off while it streams. */
  '/hostile/huge-unannounced': (_, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    void streamHtml(response, megabytes(50));
  },
  /** Accepts the request and never answers. */
  '/hostile/never': () => undefined,
  '/hostile/to-metadata': (_, response) => redirect(response, 'http://169.254.169.254/latest/meta-data/'),
  /** To another server on loopback that OUTBOUND_ALLOWED_HOSTS does not name. */
  '/hostile/to-private': (_, response, { otherHost }) => redirect(response, `http://${otherHost}/seeblick/`),
  /** Six redirects in a row; the import follows five. */
  '/hostile/redirects': (request, response) => {
    const hop = Number(new URL(request.url ?? '/', 'http://fake').searchParams.get('hop') ?? 0);
    redirect(response, `/hostile/redirects?hop=${hop + 1}`);
  },
  '/hostile/missing': (_, response) => {
    response.writeHead(404, { 'content-type': 'text/html' });
    response.end('<h1>404</h1>');
  },
  '/hostile/broken': (_, response) => {
    response.writeHead(503, { 'content-type': 'text/html' });
    response.end('<h1>Service Unavailable</h1>');
  },
  /** 5,000 large images and a hotel: at most 60 photos are taken. */
  '/hostile/many-images': (_, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    const images = Array.from(
      { length: 5000 },
      (_, index) => `<img src="/photos/${(index % 20) + 1}.jpg?n=${index}" width="1600" alt="">`,
    );
    response.end(`<!doctype html><html><head>${hotelScript}</head><body>${images.join('')}</body></html>`);
  },
  /** A PDF price list where a page was expected. */
  '/hostile/prices.pdf': (_, response) => {
    response.writeHead(200, { 'content-type': 'application/pdf' });
    response.end('%PDF-1.4');
  },
};
