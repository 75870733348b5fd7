import {
  defaultTimeouts,
  OutboundFetcher,
  type OutboundResponse,
  type OutboundTimeouts,
} from './outbound-fetcher';
import { RobotsRules } from './robots-rules';

/**
 * The website import's outbound rules: any host whose addresses are all public, over http or https, plus the
 * hosts OUTBOUND_ALLOWED_HOSTS names (tests, a site on the operator's own network). Pages are fetched only where
 * the site's robots.txt lets us, checked again for every redirect target. Photos are not subject to robots.txt:
 * they are the images the hotel's own pages show, fetched as a browser showing those pages would fetch them, and
 * robots.txt governs which pages a crawler visits, not what a visited page displays.
 */
export class SiteFetcher {
  private readonly outbound: OutboundFetcher;
  readonly robots: RobotsRules;

  constructor(allowedHosts: readonly string[], timeouts: OutboundTimeouts = defaultTimeouts) {
    this.outbound = new OutboundFetcher({ allowedHosts, anyPublicHost: true }, timeouts);
    this.robots = new RobotsRules(this.outbound);
  }

  /** An HTML page of the site; refused with `robots` where robots.txt disallows it or a redirect target. */
  fetchPage(url: string, signal?: AbortSignal): Promise<OutboundResponse> {
    return this.outbound.fetch(url, {
      kind: 'page',
      signal,
      beforeRequest: (target, stop) => this.robots.check(target, stop),
    });
  }

  /** A photo the site shows (not subject to robots.txt); its bytes, as the import's photo step takes them. */
  async fetchPhoto(url: string, signal?: AbortSignal): Promise<Buffer> {
    return (await this.outbound.fetch(url, { kind: 'photo', signal })).body;
  }

  close() {
    this.outbound.close();
  }
}
