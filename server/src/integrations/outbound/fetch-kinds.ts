/**
 * Who we say we are on every outbound request: a site's operator can see what fetched their page and why, and
 * address us in robots.txt by the product token before the slash (`User-agent: HotelContentStudio`).
 */
export const userAgent = 'HotelContentStudio/1.0 (+https://github.com/hotel-content-studio)';
export const robotsToken = userAgent.slice(0, userAgent.indexOf('/'));

export type FetchKind = 'photo' | 'page' | 'robots';

export interface FetchKindRules {
  /** Largest body taken; a larger one is refused (or cut off, for robots.txt). */
  maxBytes: number;
  maxRedirects: number;
  /** The Accept header sent. */
  accept: string;
  /** Whether a response's content type is taken, checked before its body is read. */
  takesType: (contentType: string | null) => boolean;
  /** What was expected, for the log: "not an image: cdn.example.com/x.jpg". */
  expected: string;
}

const megabytes = (count: number) => count * 1024 * 1024;

/** What each kind of fetch takes. The sizes are far above a real photo or page, and far below harm. */
export const fetchKinds: Record<FetchKind, FetchKindRules> = {
  // A CDN may label a photo application/octet-stream, so only text (an error or login page) is refused; the
  // bytes are checked as an image when they are read.
  photo: {
    maxBytes: megabytes(10),
    maxRedirects: 3,
    accept: 'image/*',
    takesType: (type) => !/^text\//i.test(type ?? ''),
    expected: 'an image',
  },
  // Pages are read as HTML; a PDF menu or a video linked from the site is not downloaded to be thrown away.
  page: {
    maxBytes: megabytes(10),
    maxRedirects: 5,
    accept: 'text/html,application/xhtml+xml;q=0.9',
    takesType: (type) => type === null || /^(text\/html|application\/xhtml\+xml)\s*(;|$)/i.test(type),
    expected: 'an HTML page',
  },
  // RFC 9309 section 2.5: at least 500 KiB of a robots.txt is parsed, and at least five redirects followed.
  robots: {
    maxBytes: 500 * 1024,
    maxRedirects: 5,
    accept: 'text/plain',
    takesType: () => true,
    expected: 'a robots.txt',
  },
};
