import robotsParser from 'robots-parser';
import { robotsToken } from './fetch-kinds';
import type { OutboundFetcher } from './outbound-fetcher';
import { OutboundRefused } from './outbound-refused';

type Allows = (url: string) => boolean;
const allowAll: Allows = () => true;
const disallowAll: Allows = () => false;

/**
 * What each site's robots.txt says about us (our group, `User-agent: HotelContentStudio`, or else `*`), read once
 * per origin through the same fetcher as the pages, so it gets the same address checks. One instance per import:
 * a site that changes its robots.txt is read afresh by the next import.
 *
 * When there is no usable robots.txt (RFC 9309 section 2.3.1):
 * - 4xx (none there, or not for us): everything is allowed, as the RFC and every major crawler do.
 * - 5xx: nothing is allowed, as the RFC and Google do: a site that is failing may be failing because of load,
 *   and a missing robots.txt must not be assumed from a server error.
 * - unreachable (timed out, refused, too many redirects, a private address): allowed here, where the RFC would
 *   disallow. The page itself is fetched through the same checks and fails the same way, so the user hears
 *   "the site could not be reached" rather than a robots.txt refusal for a file the site never served.
 */
export class RobotsRules {
  private readonly origins = new Map<string, Promise<Allows>>();

  constructor(private readonly fetcher: OutboundFetcher) {}

  /** Whether the site's robots.txt lets us fetch this address (fetching the robots.txt the first time). */
  async allows(address: string | URL, signal?: AbortSignal): Promise<boolean> {
    const url = new URL(address);
    return (await this.rulesFor(url.origin, signal))(url.href);
  }

  /** Refuses with `robots` an address the site's robots.txt does not let us fetch. */
  async check(url: URL, signal?: AbortSignal): Promise<void> {
    if (await this.allows(url, signal)) return;
    throw new OutboundRefused('robots', `disallowed by robots.txt: ${url.host}${url.pathname}`);
  }

  private rulesFor(origin: string, signal: AbortSignal | undefined): Promise<Allows> {
    let rules = this.origins.get(origin);
    if (!rules) {
      // Shared by the pages asked for at once; forgotten when it failed (only when stopped), to be asked again.
      rules = this.load(origin, signal);
      this.origins.set(origin, rules);
      rules.catch(() => this.origins.delete(origin));
    }
    return rules;
  }

  private async load(origin: string, signal: AbortSignal | undefined): Promise<Allows> {
    const robotsUrl = `${origin}/robots.txt`;
    try {
      const { body } = await this.fetcher.fetch(robotsUrl, { kind: 'robots', signal, truncate: true });
      // Bound to the origin asked, even when robots.txt was redirected elsewhere (RFC 9309 section 2.3.1.2).
      const robots = robotsParser(robotsUrl, body.toString('utf8'));
      return (url) => robots.isAllowed(url, robotsToken) !== false;
    } catch (error) {
      if (!(error instanceof OutboundRefused) || error.reason === 'aborted') throw error;
      if (error.reason === 'http-error' && (error.status ?? 0) >= 500) return disallowAll;
      return allowAll;
    }
  }
}
