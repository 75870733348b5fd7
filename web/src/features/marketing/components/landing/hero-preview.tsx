import CalendarDays from 'lucide-react/icons/calendar-days';
import Check from 'lucide-react/icons/check';
import { useMarketingTexts } from '@web/locales/marketing';

const channels = ['Booking.com', 'Expedia', 'Agoda', 'HRS'];

/**
 * A drawn sketch of a template card instead of a screenshot, so the page loads no images. It is decoration
 * (the copy beside it says the same), hence hidden from screen readers.
 */
export function HeroPreview() {
  const t = useMarketingTexts();
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xl">
        <div className="flex h-40 items-end rounded-xl bg-linear-to-br from-sky-700 via-brand-700 to-indigo-900 p-4">
          <p className="text-lg font-semibold text-white">{t('landing.hero.preview.title')}</p>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">
            {t('landing.hero.preview.published')}
          </span>
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800">
            {t('landing.hero.preview.seasonal')}
          </span>
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800">
            {t('landing.hero.preview.families')}
          </span>
        </div>
        <p className="mt-3 text-sm text-slate-700">{t('landing.hero.preview.text')}</p>
        <p className="mt-3 flex items-center gap-2 text-sm font-medium text-slate-800">
          <CalendarDays className="size-4 text-brand-700" />
          {t('landing.hero.preview.dates')}
        </p>
      </div>
      <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-lg sm:absolute sm:-top-10 sm:-right-6 sm:mt-0 sm:w-56">
        <p className="text-xs font-semibold text-slate-900 uppercase">{t('landing.hero.preview.channels')}</p>
        <ul className="mt-2 space-y-1.5">
          {channels.map((channel) => (
            <li key={channel} className="flex items-center justify-between text-sm text-slate-800">
              {channel}
              <Check className="size-4 text-green-700" />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
