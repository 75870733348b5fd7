import { AlpineBitsError } from './errors';
import { childNamed, readXml, XmlSyntaxError, type XmlElement } from './xml-reader';

export const otaNamespace = 'http://www.opentravel.org/OTA/2003/05';

export interface AnswerNote {
  /** The OpenTravel error/warning type (EWT): 11 advisory, 13 application error... */
  type: string;
  /** ALPINEBITS_HANDSHAKE, ALPINEBITS_SEND_HANDSHAKE...: set by the server when it asks for something. */
  status: string | null;
  text: string;
}

/** An AlpineBits answer (OTA_PingRS, OTA_HotelDescriptiveContentNotifRS), read. */
export interface ParsedAnswer {
  outcome: 'success' | 'warnings' | 'errors';
  warnings: AnswerNote[];
  errors: AnswerNote[];
  root: XmlElement;
}

/**
 * Reads the server's answer. Anything that is not the expected OpenTravel element is `not-alpinebits` (a web
 * page, another XML document, a body of another kind: a URL pointing at a website, a proxy's error page);
 * something that starts like XML and does not parse is `xml-error`. Answers are read leniently beyond that:
 * a server's small deviations from the schema must not hide its Success or its Errors from the hotel.
 */
export function readAnswer(text: string, expectedRoot: string, status: number, contentType: string | null) {
  const looksLikeHtml = /^\s*(<!doctype html|<html)/i.test(text) || /text\/html/i.test(contentType ?? '');
  let root: XmlElement;
  try {
    root = readXml(text);
  } catch (error) {
    if (!(error instanceof XmlSyntaxError)) throw error;
    if (looksLikeHtml || !/^\s*</.test(text)) throw notAlpineBits(status, text);
    throw new AlpineBitsError('xml-error', `the answer is not well-formed XML: ${error.message}`, { status });
  }
  if (root.name !== expectedRoot || root.namespace !== otaNamespace) throw notAlpineBits(status, text);
  if (status !== 200) {
    throw new AlpineBitsError('not-alpinebits', `the server answered ${status}`, { status });
  }
  const notes = (container: string, item: string): AnswerNote[] =>
    (childNamed(root, container)?.children ?? [])
      .filter((child) => child.name === item)
      .map((child) => ({
        type: child.attributes.Type ?? '',
        status: child.attributes.Status ?? null,
        text: child.text.trim() || `${item} type ${child.attributes.Type ?? '?'}`,
      }));
  const errors = notes('Errors', 'Error');
  if (errors.length > 0) return { outcome: 'errors', warnings: [], errors, root } satisfies ParsedAnswer;
  if (!childNamed(root, 'Success')) {
    throw new AlpineBitsError('not-alpinebits', `the ${expectedRoot} holds neither Success nor Errors`, {
      status,
    });
  }
  const warnings = notes('Warnings', 'Warning');
  const outcome = warnings.length > 0 ? 'warnings' : 'success';
  return { outcome, warnings, errors: [], root } satisfies ParsedAnswer;
}

function notAlpineBits(status: number, text: string): AlpineBitsError {
  const start = text.replace(/\s+/g, ' ').trim().slice(0, 120);
  return new AlpineBitsError('not-alpinebits', `the answer (${status}) is not an AlpineBits response`, {
    status,
    details: start ? [start] : [],
  });
}
