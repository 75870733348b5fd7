import { otaBadges } from '../../content/landing-content';
import { useMarketingTexts } from '@web/locales/marketing';

/** The channels we connect to, as text badges (no external logo images). */
export function OtaLogoStrip() {
  const t = useMarketingTexts();
  return (
    <section aria-labelledby="channels-heading" className="border-y border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <h2 id="channels-heading" className="text-center text-sm font-semibold text-slate-700">
          {t('landing.channels.heading')}
        </h2>
        <ul className="mt-6 flex flex-wrap items-center justify-center gap-4">
          {otaBadges.map((badge) => (
            <li
              key={badge.name}
              className={`rounded-lg px-5 py-2.5 text-lg font-bold tracking-tight ${badge.className}`}
            >
              {badge.name}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-center text-xs text-slate-700">{t('landing.channels.note')}</p>
      </div>
    </section>
  );
}
