import type * as Dns from 'node:dns';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startBookingFake, type BookingFake } from '@e2e/fakes/booking-fake';
import { fixturePhotoIds, photoBytes, photoUrl } from '@e2e/fakes/booking-fixture';
import { defaultPhotoFetchLimits, PhotoFetcher, PhotoRefused, type PhotoFetchLimits } from './photo-fetcher';

/** Names that resolve to addresses of our choosing, to see the connection's own lookup refuse them. */
const { resolvedNames } = vi.hoisted(() => ({
  resolvedNames: {
    'photos.example.test': [{ address: '127.0.0.1', family: 4 }],
    'metadata.example.test': [{ address: '169.254.169.254', family: 4 }],
    'mixed.example.test': [
      { address: '93.184.215.14', family: 4 },
      { address: '10.0.0.7', family: 4 },
    ],
    'mapped.example.test': [{ address: '::ffff:7f00:1', family: 6 }],
  } as Record<string, Array<{ address: string; family: number }>>,
}));
vi.mock('node:dns', async (importOriginal) => {
  const dns = await importOriginal<typeof Dns>();
  const lookup = (hostname: string, options: object, callback: (...args: unknown[]) => void) => {
    const answer = resolvedNames[hostname];
    if (!answer) return dns.lookup(hostname, options, callback);
    setImmediate(() => callback(null, answer));
  };
  return { ...dns, default: { ...dns, lookup }, lookup };
});

let fake: BookingFake;
const fetchers: PhotoFetcher[] = [];
const [photoId] = fixturePhotoIds as [number];

beforeAll(async () => {
  fake = await startBookingFake();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());
afterEach(() => {
  for (const fetcher of fetchers.splice(0)) fetcher.close();
});

function fetcher(allowed: readonly string[], limits: Partial<PhotoFetchLimits> = {}) {
  const made = new PhotoFetcher(allowed, { ...defaultPhotoFetchLimits, ...limits });
  fetchers.push(made);
  return made;
}

const photo = () => photoUrl(fake.imageHost, photoId);
const port = () => fake.imageHost.split(':')[1] as string;
const photoPath = () => new URL(photo()).pathname;

/** The refusal a fetch ended with (it must end with one), and how long it took. */
async function refusal(download: Promise<Buffer>): Promise<{ message: string; ms: number }> {
  const started = Date.now();
  const error = await download.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PhotoRefused);
  return { message: (error as Error).message, ms: Date.now() - started };
}

describe('an allowed host named exactly', () => {
  it('gives the photo bytes, over plain http on loopback', async () => {
    const bytes = await fetcher([fake.imageHost]).fetch(photo());
    expect(bytes.equals((await photoBytes(photoId)) as Buffer)).toBe(true);
    expect(fake.imageRequests).toEqual([{ host: fake.imageHost, path: photoPath() }]);
  });

  it('fetches several photos with one fetcher', async () => {
    const photos = fetcher([fake.imageHost]);
    const [first, second] = await Promise.all(
      fixturePhotoIds.slice(0, 2).map((id) => photos.fetch(photoUrl(fake.imageHost, id))),
    );
    expect(first?.equals((await photoBytes(fixturePhotoIds[0] as number)) as Buffer)).toBe(true);
    expect(second?.equals((await photoBytes(fixturePhotoIds[1] as number)) as Buffer)).toBe(true);
  });
});

describe('refused before any request', () => {
  it('a host that is not on the list', async () => {
    const { message } = await refusal(fetcher(['cf.bstatic.com', '*.bstatic.com']).fetch(photo()));
    expect(message).toMatch(/host not allowed/);
    expect(fake.imageRequests).toEqual([]);
  });

  it('the allowed host on another port', async () => {
    const other = photo().replace(fake.imageHost, fake.otherImageHost);
    const { message } = await refusal(fetcher([fake.imageHost]).fetch(other));
    expect(message).toMatch(/host not allowed/);
    expect(fake.imageRequests).toEqual([]);
  });

  it('credentials in the address', async () => {
    const withCredentials = photo().replace('http://', 'http://user:secret@');
    const { message } = await refusal(fetcher([fake.imageHost]).fetch(withCredentials));
    expect(message).toBe('credentials in the URL');
    expect(fake.imageRequests).toEqual([]);
  });

  it('something that is not an address', async () => {
    expect((await refusal(fetcher([fake.imageHost]).fetch('not a url'))).message).toBe('not a URL');
  });

  it('a scheme other than http(s)', async () => {
    const { message } = await refusal(fetcher([fake.imageHost]).fetch(photo().replace('http://', 'ftp://')));
    expect(message).toMatch(/scheme not allowed/);
  });
});

describe('a host matched only by a wildcard', () => {
  it('is refused over plain http, even on an address it could reach', async () => {
    const { message } = await refusal(fetcher([`*.0.0.1:${port()}`]).fetch(photo()));
    expect(message).toBe('scheme not allowed: http:');
    const named = `http://photos.localtest:${port()}${photoPath()}`;
    expect((await refusal(fetcher([`*.localtest:${port()}`]).fetch(named))).message).toBe(
      'scheme not allowed: http:',
    );
    expect(fake.imageRequests).toEqual([]);
  });

  it('is refused over https when it is a private IP address', async () => {
    const literal = `https://127.0.0.1:${port()}${photoPath()}`;
    expect((await refusal(fetcher([`*.0.0.1:${port()}`]).fetch(literal))).message).toBe('private address');
    expect(fake.imageRequests).toEqual([]);
  });

  it.each(['photos.example.test', 'metadata.example.test', 'mixed.example.test', 'mapped.example.test'])(
    'is refused over https when its name resolves to a private address (%s)',
    async (name) => {
      const address = `https://${name}:${port()}${photoPath()}`;
      const { message } = await refusal(fetcher([`*.example.test:${port()}`]).fetch(address));
      expect(message).toBe(`private address for ${name}`);
      expect(fake.imageRequests).toEqual([]);
    },
  );
});

describe('refused after asking the allowed host', () => {
  it('a redirect to a host that is not on the list, which is never asked', async () => {
    fake.setImageMode({ kind: 'redirect' });
    const { message } = await refusal(fetcher([fake.imageHost]).fetch(photo()));
    expect(message).toBe(`host not allowed: ${fake.otherImageHost}`);
    expect(fake.imageRequests).toEqual([{ host: fake.imageHost, path: photoPath() }]);
  });

  it('an HTML page instead of a photo', async () => {
    fake.setImageMode({ kind: 'html' });
    expect((await refusal(fetcher([fake.imageHost]).fetch(photo()))).message).toMatch(/^not an image/);
  });

  it('a 404', async () => {
    fake.setImageMode({ kind: 'not-found' });
    expect((await refusal(fetcher([fake.imageHost]).fetch(photo()))).message).toMatch(/^status 404/);
  });

  it('a photo larger than the limit, said so by its content-length', async () => {
    fake.setImageMode({ kind: 'oversize', bytes: 3 * 1024 * 1024, declareLength: true });
    const { message } = await refusal(fetcher([fake.imageHost], { maxBytes: 1024 * 1024 }).fetch(photo()));
    expect(message).toMatch(/^too large/);
  });

  it('a photo larger than the limit without a content-length, cut off once past it', async () => {
    fake.setImageMode({ kind: 'oversize', bytes: 3 * 1024 * 1024 });
    const { message } = await refusal(fetcher([fake.imageHost], { maxBytes: 1024 * 1024 }).fetch(photo()));
    expect(message).toMatch(/^too large/);
  });

  it('a photo just under the limit is taken', async () => {
    const size = ((await photoBytes(photoId)) as Buffer).length;
    await expect(fetcher([fake.imageHost], { maxBytes: size }).fetch(photo())).resolves.toHaveLength(size);
    await refusal(fetcher([fake.imageHost], { maxBytes: size - 1 }).fetch(photo()));
  });
});

describe('a download that does not finish', () => {
  it('ends within the idle timeout when the bytes stop coming', async () => {
    fake.setImageMode({ kind: 'stall' });
    const photos = fetcher([fake.imageHost], { idleTimeoutMs: 300, totalTimeoutMs: 2_000 });
    const { message, ms } = await refusal(photos.fetch(photo()));
    expect(message).toMatch(/^stalled/);
    expect(ms).toBeGreaterThanOrEqual(250);
    expect(ms).toBeLessThan(1_500);
  });

  it('ends at the total timeout when that comes first', async () => {
    fake.setImageMode({ kind: 'stall' });
    const photos = fetcher([fake.imageHost], { idleTimeoutMs: 5_000, totalTimeoutMs: 400 });
    const { message, ms } = await refusal(photos.fetch(photo()));
    expect(message).toMatch(/^timed out/);
    expect(ms).toBeLessThan(2_000);
  });

  it('ends when its signal is aborted', async () => {
    fake.setImageMode({ kind: 'stall' });
    const photos = fetcher([fake.imageHost], { idleTimeoutMs: 5_000, totalTimeoutMs: 10_000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    const { ms } = await refusal(photos.fetch(photo(), controller.signal));
    expect(ms).toBeLessThan(2_000);
  });

  it('does not start when its signal is already aborted', async () => {
    await refusal(fetcher([fake.imageHost]).fetch(photo(), AbortSignal.abort()));
    expect(fake.imageRequests).toEqual([]);
  });
});
