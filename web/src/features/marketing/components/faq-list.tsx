import ChevronDown from 'lucide-react/icons/chevron-down';
import type { ReactNode } from 'react';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

/**
 * Questions as native disclosures (<details>/<summary>): keyboard and screen-reader support come from the
 * browser, and the answers stay findable with the browser's search.
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.question} className="group px-5 py-4">
          <summary
            className={
              'flex cursor-pointer list-none items-center justify-between gap-4 rounded-md text-left ' +
              'font-medium text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 ' +
              'focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden'
            }
          >
            {item.question}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="mt-3 text-slate-700">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
