import { LinkButton } from '@web/components/ui/link-button';
import { useMarketingTexts } from '@web/locales/marketing';

export function CallToAction() {
  const t = useMarketingTexts();
  return (
    <section aria-labelledby="cta-heading" className="bg-brand-700 py-20">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
          {t('landing.callToAction.title')}
        </h2>
        <p className="mt-4 text-lg text-brand-50">{t('landing.callToAction.text')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <LinkButton to="/signup" size="lg" variant="inverse">
            {t('landing.callToAction.getStarted')}
          </LinkButton>
          <LinkButton to="/contact" size="lg" variant="inverseOutline">
            {t('landing.callToAction.talk')}
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
