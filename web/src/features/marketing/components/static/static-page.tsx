import type { ReactNode } from 'react';
import type { StaticBlock, StaticPageContent } from '../../content/static-page-content';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { RichText } from '../rich-text';

function Block({ block }: { block: StaticBlock }) {
  if (typeof block === 'string') {
    return (
      <p className="whitespace-pre-line">
        <RichText text={block} />
      </p>
    );
  }
  return (
    <ul className="list-disc space-y-2 pl-6">
      {block.map((item) => (
        <li key={item}>
          <RichText text={item} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The layout of every static page (terms, privacy, imprint, about, help, security): one h1, an intro, then
 * h2 sections. Extra content, such as the help page's questions, follows the sections as children.
 */
export function StaticPage({ content, children }: { content: StaticPageContent; children?: ReactNode }) {
  useDocumentTitle(content.documentTitle);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="border-b border-slate-200 pb-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{content.title}</h1>
        {content.meta ? <p className="mt-2 text-sm text-slate-700">{content.meta}</p> : null}
        <p className="mt-4 text-lg text-slate-700">
          <RichText text={content.intro} />
        </p>
      </div>
      {content.sections.map((section) => (
        <section key={section.heading} className="mt-10">
          <h2 className="text-xl font-semibold text-slate-900">{section.heading}</h2>
          <div className="mt-3 space-y-4 leading-relaxed text-slate-800">
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </div>
        </section>
      ))}
      {children}
    </article>
  );
}
