import { problems } from '../../content/landing-content';
import { SectionHeading } from '../section-heading';
import { IconCard } from './icon-card';
import { useMarketingTexts } from '@web/locales/marketing';

export function ProblemCards() {
  const t = useMarketingTexts();
  return (
    <section aria-labelledby="problems-heading" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="problems-heading"
          eyebrow={t('landing.problems.eyebrow')}
          title={t('landing.problems.title')}
        >
          {t('landing.problems.intro')}
        </SectionHeading>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {problems.map(({ key, icon }) => (
            <IconCard
              key={key}
              icon={icon}
              title={t(`landing.problems.cards.${key}.title`)}
              text={t(`landing.problems.cards.${key}.text`)}
              tone="problem"
            />
          ))}
        </ul>
      </div>
    </section>
  );
}
