import type { ReactNode } from 'react';
import { Link } from 'react-router';

const linkPattern = /\[([^\]]+)\]\(([^)\s]+)\)/g;
const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600';

/**
 * Plain text with markdown-style links, "[label](/path)" or "[label](mailto:...)", so the long content files
 * stay plain strings. Links are underlined so they stand out from the text around them without colour alone.
 */
export function RichText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    const [whole, label, href] = match;
    const start = match.index;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      href?.startsWith('/') ? (
        <Link key={start} to={href} className={linkClass}>
          {label}
        </Link>
      ) : (
        <a key={start} href={href} className={linkClass}>
          {label}
        </a>
      ),
    );
    last = start + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
