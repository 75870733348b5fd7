import { websiteImportTexts } from '@common/import/website-texts';
import type { AppContext } from '../../../http/context';
import { ImportFailure } from '../../../integrations/booking/import-failure';
import type { OutboundResponse } from '../../../integrations/outbound/outbound-fetcher';
import type { SiteFetcher } from '../../../integrations/outbound/site-fetcher';
import { OutboundRefused } from '../../../integrations/outbound/outbound-refused';
import { combineSite, type SiteFindings } from '../../../integrations/website/combine-site';
import { PageNotParsed, type PageParser } from '../../../integrations/website/page-parser';
import { ParseAllowance } from '../../../integrations/website/parse-allowance';
import type { PageReading } from '../../../integrations/website/read-page';
import { Semaphore } from '../../../lib/semaphore';
import { pageText } from './page-text';
import { refusalMessage } from './refusal-message';

/** Pages read in all, the entered one included (issue 18: at most 20 pages). */
export const sitePagesAtMost = 20;
/** Linked pages fetched at once: a small hotel's server should not feel the import. */
const pagesAtOnce = 3;

interface SiteRead {
  fetcher: Pick<SiteFetcher, 'fetchPage'>;
  /** Parses the pages off the server's thread, each within its time limit (issue 30). */
  parser: Pick<PageParser, 'read'>;
  /** The import's own stop: it ends the reading with the error it carries. */
  signal: AbortSignal;
  /** The import's time for the site (2 minutes in all): pages not read by then are left out. */
  budget: AbortSignal;
  log: AppContext['log'];
  onProgress(percent: number): void;
}

/**
 * Reads a hotel's website (issue 18): the entered page, then the pages of the same site it links to that look
 * like rooms, gallery or amenities pages, and what they say of the hotel in structured data, preview tags and
 * large images. The entered page must be read, or the import fails with the reason in the user's words; a linked
 * page that fails is left out (logged). Nothing hotel-like on any page fails the import too, saying what to try.
 * Pages are parsed in a worker thread, at most 2 MB each and 20 MB in all (issue 30): linked pages beyond that
 * are left out, and so is one the parser gives up on.
 */
export async function readSite(address: string, options: SiteRead): Promise<SiteFindings> {
  const { signal, budget, onProgress } = options;
  const stop = AbortSignal.any([signal, budget]);
  const allowance = new ParseAllowance();
  const first = await readFirstPage(address, options, stop, allowance);
  onProgress(10);
  const links = first.reading.links.filter((link) => link !== first.url).slice(0, sitePagesAtMost - 1);
  const slots = new Semaphore(pagesAtOnce);
  let done = 0;
  const linked = await Promise.all(
    links.map((link) =>
      slots.run(async () => {
        try {
          return await readLinkedPage(link, options, stop, allowance);
        } finally {
          onProgress(10 + (90 * ++done) / links.length);
        }
      }),
    ),
  );
  signal.throwIfAborted();
  const pages = [first, ...linked.filter((page) => page !== null)];
  const findings = combineSite(pages);
  if (!findings.hotelLike) {
    throw new ImportFailure(websiteImportTexts.nothingFound, `nothing hotel-like on ${pages.length} pages`);
  }
  return findings;
}

async function readFirstPage(
  address: string,
  { fetcher, parser, signal }: SiteRead,
  stop: AbortSignal,
  allowance: ParseAllowance,
) {
  let page: OutboundResponse;
  try {
    page = await fetcher.fetchPage(address, stop);
  } catch (error) {
    signal.throwIfAborted();
    if (!(error instanceof OutboundRefused)) throw error;
    const message = refusalMessage(error, address) ?? websiteImportTexts.unreachable(address);
    throw new ImportFailure(message, `${error.reason}: ${error.message}`, { cause: error });
  }
  try {
    return {
      url: page.finalUrl,
      reading: await parser.read(allowance.take(pageText(page)) ?? '', page.finalUrl),
    };
  } catch (error) {
    if (!(error instanceof PageNotParsed)) throw error;
    // A page the parser gives up on is a page too large (or too convoluted) to read, in the user's words.
    throw new ImportFailure(websiteImportTexts.tooLarge, `${error.reason}: ${error.message}`, {
      cause: error,
    });
  }
}

async function readLinkedPage(
  link: string,
  { fetcher, parser, log, signal }: SiteRead,
  stop: AbortSignal,
  allowance: ParseAllowance,
): Promise<{ url: string; reading: PageReading } | null> {
  if (stop.aborted) return null;
  if (allowance.spent) return leftUnparsed(log, link);
  let page: OutboundResponse;
  try {
    page = await fetcher.fetchPage(link, stop);
  } catch (error) {
    if (signal.aborted || !(error instanceof OutboundRefused)) throw error;
    log.info({ page: link, reason: error.reason, detail: error.message }, 'a linked page was left out');
    return null;
  }
  const text = allowance.take(pageText(page));
  if (text === null) return leftUnparsed(log, link);
  if (stop.aborted) return null;
  try {
    return { url: page.finalUrl, reading: await parser.read(text, page.finalUrl) };
  } catch (error) {
    if (!(error instanceof PageNotParsed)) throw error;
    log.warn(
      { page: link, reason: error.reason, detail: error.message },
      'a linked page was left out: the parser gave up on it',
    );
    return null;
  }
}

function leftUnparsed(log: AppContext['log'], link: string): null {
  log.info({ page: link }, 'a linked page was left out: the import has parsed the 20 MB it may');
  return null;
}
