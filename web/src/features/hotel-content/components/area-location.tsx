import type { AreaInfoView } from '@common/content/schemas';
import { useContentTexts } from '@web/locales/content';

/** The hotel's stored location, line by line, or a note that none is stored. */
export function AreaLocation({ location }: { location: AreaInfoView['location'] }) {
  const t = useContentTexts();
  return (
    <section className="space-y-2">
      <h4 className="font-semibold text-slate-900">{t('area.locationTitle')}</h4>
      {location ? (
        <address className="text-sm not-italic text-slate-800">
          {location.address ? <span className="block">{location.address}</span> : null}
          <span className="block">{[location.postalCode, location.city].filter(Boolean).join(' ')}</span>
          {location.country ? <span className="block">{location.country}</span> : null}
        </address>
      ) : (
        <p className="text-sm text-slate-600">{t('area.noLocation')}</p>
      )}
    </section>
  );
}
