import type { ReactNode } from 'react';

/** A titled part of the preview. It takes focus (outside the Tab order) when a tab scrolls to it. */
export function PreviewSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} tabIndex={-1} aria-labelledby={`${id}-title`} className="space-y-3 outline-none">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
