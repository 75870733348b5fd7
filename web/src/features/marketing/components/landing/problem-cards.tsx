import { problems } from '../../content/landing-content';
import { SectionHeading } from '../section-heading';
import { IconCard } from './icon-card';

export function ProblemCards() {
  return (
    <section aria-labelledby="problems-heading" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="problems-heading"
          eyebrow="Sound familiar?"
          title="Hotel content is harder than it should be"
        >
          Great rooms and a warm team deserve better than outdated photos and copy-pasted descriptions.
        </SectionHeading>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {problems.map((card) => (
            <IconCard key={card.title} card={card} tone="problem" />
          ))}
        </ul>
      </div>
    </section>
  );
}
