import { fetchKinds } from '../outbound/fetch-kinds';
import { defaultTimeouts, OutboundFetcher } from '../outbound/outbound-fetcher';
import { OutboundRefused } from '../outbound/outbound-refused';

export interface PhotoFetchLimits {
  /** Largest photo accepted; a larger one is cut off and refused. */
  maxBytes: number;
  /** The whole download, redirects included. */
  totalTimeoutMs: number;
  /** Longest wait for the next bytes: a stalled download ends here. */
  idleTimeoutMs: number;
  maxRedirects: number;
}

export const defaultPhotoFetchLimits: PhotoFetchLimits = {
  maxBytes: fetchKinds.photo.maxBytes,
  totalTimeoutMs: defaultTimeouts.totalMs,
  idleTimeoutMs: defaultTimeouts.idleMs,
  maxRedirects: fetchKinds.photo.maxRedirects,
};

/** A photo that was not fetched, and why (for the log; the user sees a count of skipped photos). */
export { OutboundRefused as PhotoRefused };

/**
 * Fetches the Booking.com import's photos, and nothing else: every address (redirects included) must be on an
 * allowed photo host (BOOKING_PHOTO_HOSTS), over https to a public address unless the host is named exactly
 * (outbound-fetcher.ts has the rules). Connections are kept alive between photos of one import; close() ends them.
 */
export class PhotoFetcher {
  private readonly outbound: OutboundFetcher;

  constructor(
    allowedHosts: readonly string[],
    private readonly limits: PhotoFetchLimits = defaultPhotoFetchLimits,
  ) {
    this.outbound = new OutboundFetcher(
      { allowedHosts, anyPublicHost: false },
      { totalMs: limits.totalTimeoutMs, idleMs: limits.idleTimeoutMs },
    );
  }

  async fetch(address: string, signal?: AbortSignal): Promise<Buffer> {
    const { maxBytes, maxRedirects } = this.limits;
    return (await this.outbound.fetch(address, { kind: 'photo', signal, maxBytes, maxRedirects })).body;
  }

  close() {
    this.outbound.close();
  }
}
