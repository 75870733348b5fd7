import type { AppContext } from '../../../http/context';
import { defaultTimeouts, type OutboundTimeouts } from '../../../integrations/outbound/outbound-fetcher';
import { SiteFetcher } from '../../../integrations/outbound/site-fetcher';
import { sharedPageParser, type PageParser } from '../../../integrations/website/page-parser';
import type { ImportSourceReader } from './import-source';
import { readSite } from './read-site';
import { siteReading } from './site-listing';

/** The website import's time in all, pages and photos (issue 18: 2 minutes); what is not in by then is left. */
export const websiteImportBudgetMs = 2 * 60_000;

export interface WebsiteSourceOptions {
  budgetMs: number;
  timeouts: OutboundTimeouts;
  /** The process's one worker thread unless given (issue 30). */
  parser?: Pick<PageParser, 'read'>;
}

/**
 * The hotel's own website (issue 18): read by the outbound rules of the site fetcher (public hosts only, plus
 * OUTBOUND_ALLOWED_HOSTS; robots.txt respected for pages), its photos from wherever its pages show them. The 2
 * minutes start when the job takes the import; photos not downloaded by then are counted as not imported.
 */
export function websiteSource(
  deps: Pick<AppContext, 'config' | 'log'>,
  url: string,
  options: WebsiteSourceOptions = { budgetMs: websiteImportBudgetMs, timeouts: defaultTimeouts },
): ImportSourceReader {
  const fetcher = new SiteFetcher(deps.config.outboundAllowedHosts, options.timeouts);
  const budget = AbortSignal.timeout(options.budgetMs);
  return {
    async read(signal, onProgress) {
      const parser = options.parser ?? sharedPageParser;
      return siteReading(await readSite(url, { fetcher, parser, signal, budget, log: deps.log, onProgress }));
    },
    fetchPhoto: (photoUrl, signal) => fetcher.fetchPhoto(photoUrl, signal),
    photoSignal: (signal) => AbortSignal.any([signal, budget]),
    close: () => fetcher.close(),
  };
}
