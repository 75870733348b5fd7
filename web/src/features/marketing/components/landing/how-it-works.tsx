import { useMarketingTexts } from '@web/locales/marketing';
import { SectionHeading } from '../section-heading';

export function HowItWorks() {
  const t = useMarketingTexts();
  const steps = t('landing.howItWorks.steps', { returnObjects: true });
  return (
    <section aria-labelledby="how-heading" className="py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="how-heading"
          eyebrow={t('landing.howItWorks.eyebrow')}
          title={t('landing.howItWorks.title')}
        />
        <ol className="mt-12 grid gap-8 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="relative rounded-2xl border border-slate-200 p-6">
              <span className="flex size-10 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white">
                <span className="sr-only">{t('landing.howItWorks.step')}</span>
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
