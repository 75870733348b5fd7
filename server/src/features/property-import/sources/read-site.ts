import { websiteImportTexts } from '@common/import/website-texts';
import type { AppContext } from '../../../http/context';
import { ImportFailure } from '../../../integrations/booking/import-failure';
import type { SiteFetcher } from '../../../integrations/outbound/site-fetcher';
import { OutboundRefused } from '../../../integrations/outbound/outbound-refused';
import { combineSite, type SiteFindings } from '../../../integrations/website/combine-site';
import { readPage, type PageReading } from '../../../integrations/website/read-page';
import { Semaphore } from '../../../lib/semaphore';
import { pageText } from './page-text';
import { refusalMessage } from './refusal-message';

/** Pages read in all, the entered one included (issue 18: at most 20 pages). */
export const sitePagesAtMost = 20;
/** Linked pages fetched at once: a small hotel's server should not feel the import. */
const pagesAtOnce = 3;

interface SiteRead {
  fetcher: SiteFetcher;
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
 */
export async function readSite(address: string, options: SiteRead): Promise<SiteFindings> {
  const { signal, budget, onProgress } = options;
  const stop = AbortSignal.any([signal, budget]);
  const first = await readFirstPage(address, options, stop);
  onProgress(10);
  const links = first.reading.links.filter((link) => link !== first.url).slice(0, sitePagesAtMost - 1);
  const slots = new Semaphore(pagesAtOnce);
  let done = 0;
  const linked = await Promise.all(
    links.map((link) =>
      slots.run(async () => {
        try {
          return await readLinkedPage(link, options, stop);
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

async function readFirstPage(address: string, { fetcher, signal }: SiteRead, stop: AbortSignal) {
  try {
    const page = await fetcher.fetchPage(address, stop);
    return { url: page.finalUrl, reading: readPage(pageText(page), page.finalUrl) };
  } catch (error) {
    signal.throwIfAborted();
    if (!(error instanceof OutboundRefused)) throw error;
    const message = refusalMessage(error, address) ?? websiteImportTexts.unreachable(address);
    throw new ImportFailure(message, `${error.reason}: ${error.message}`, { cause: error });
  }
}

async function readLinkedPage(
  link: string,
  { fetcher, log, signal }: SiteRead,
  stop: AbortSignal,
): Promise<{ url: string; reading: PageReading } | null> {
  if (stop.aborted) return null;
  try {
    const page = await fetcher.fetchPage(link, stop);
    return { url: page.finalUrl, reading: readPage(pageText(page), page.finalUrl) };
  } catch (error) {
    if (signal.aborted || !(error instanceof OutboundRefused)) throw error;
    log.info({ page: link, reason: error.reason, detail: error.message }, 'a linked page was left out');
    return null;
  }
}
