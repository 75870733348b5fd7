import { features } from '../../content/landing-content';
import { SectionHeading } from '../section-heading';
import { IconCard } from './icon-card';

export function FeatureTiles() {
  return (
    <section aria-labelledby="features-heading" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="features-heading"
          eyebrow="Features"
          title="Everything your hotel’s content needs"
        >
          One studio for the whole team, from the first photo upload to the template that runs next season.
        </SectionHeading>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((card) => (
            <IconCard key={card.title} card={card} tone="feature" />
          ))}
        </ul>
      </div>
    </section>
  );
}
