import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}

/** The h2 that opens each landing page section; its id labels the section for screen readers. */
export function SectionHeading({ id, eyebrow, title, children }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {children ? <p className="mt-4 text-lg text-slate-700">{children}</p> : null}
    </div>
  );
}
