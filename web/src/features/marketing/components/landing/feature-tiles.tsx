import { features } from '../../content/landing-content';
import { SectionHeading } from '../section-heading';
import { IconCard } from './icon-card';
import { useMarketingTexts } from '@web/locales/marketing';

export function FeatureTiles() {
  const t = useMarketingTexts();
  return (
    <section aria-labelledby="features-heading" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="features-heading"
          eyebrow={t('landing.features.eyebrow')}
          title={t('landing.features.title')}
        >
          {t('landing.features.intro')}
        </SectionHeading>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ key, icon }) => (
            <IconCard
              key={key}
              icon={icon}
              title={t(`landing.features.tiles.${key}.title`)}
              text={t(`landing.features.tiles.${key}.text`)}
              tone="feature"
            />
          ))}
        </ul>
      </div>
    </section>
  );
}
