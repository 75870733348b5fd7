import { websiteImportTexts as texts } from '@common/import/website-texts';
import type { OutboundRefused } from '../../../integrations/outbound/outbound-refused';

/**
 * The user's words for the website import's first page that could not be read (issue 18, "Errors in plain
 * words"); null for `aborted`, which is the import stopping, not the site failing.
 */
export function refusalMessage(refusal: OutboundRefused, address: string): string | null {
  switch (refusal.reason) {
    case 'invalid-url':
    case 'not-allowed':
    case 'not-public':
      return texts.notPublic;
    case 'unreachable':
      return texts.unreachable(hostOf(address));
    case 'http-error':
      return texts.httpError(refusal.status ?? 500);
    case 'too-large':
      return texts.tooLarge;
    case 'too-many-redirects':
      return texts.tooManyRedirects;
    case 'robots':
      return texts.robots;
    case 'wrong-type':
      return texts.nothingFound;
    case 'aborted':
      return null;
  }
}

function hostOf(address: string) {
  try {
    return new URL(address).host;
  } catch {
    return address;
  }
}
