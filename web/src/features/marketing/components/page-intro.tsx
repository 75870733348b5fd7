import type { ReactNode } from 'react';

/** The h1 and lead text that open the pricing and contact pages. */
export function PageIntro({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
      ) : null}
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-700">{children}</p>
    </div>
  );
}
