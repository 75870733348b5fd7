import ArrowRight from 'lucide-react/icons/arrow-right';
import { LinkButton } from '@web/components/ui/link-button';
import { NewsletterForm } from '../newsletter-form';
import { HeroPreview } from './hero-preview';
import { TypingHeadline } from './typing-headline';
import { useMarketingTexts } from '@web/locales/marketing';

/** The first screen: what the product does, the two ways in, and the demo request form. */
export function Hero() {
  const t = useMarketingTexts();
  return (
    <section aria-label={t('landing.hero.label')} className="bg-linear-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2">
        <div>
          <TypingHeadline />
          <p className="mt-6 max-w-xl text-lg text-slate-700">{t('landing.hero.intro')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <LinkButton to="/signup" size="lg">
              {t('landing.hero.getStarted')}
              <ArrowRight aria-hidden="true" className="size-5" />
            </LinkButton>
            <LinkButton to="/pricing" size="lg" variant="outline">
              {t('landing.hero.seePricing')}
            </LinkButton>
          </div>
          <div className="mt-10 max-w-xl rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <p className="text-sm font-medium text-slate-900">{t('landing.hero.walkthroughTitle')}</p>
            <p className="mt-1 text-sm text-slate-700">{t('landing.hero.walkthroughText')}</p>
            <NewsletterForm
              source="hero"
              label={t('landing.hero.demoEmail')}
              submitLabel={t('landing.hero.demoSubmit')}
              className="mt-4"
            />
          </div>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}
