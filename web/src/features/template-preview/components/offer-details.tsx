import type { PublicTemplatePreview } from '@common/templates/schemas';
import { formatterFor } from '@web/lib/format/formatter';
import { usePreviewTexts } from '@web/locales/preview';
import { DescriptionText } from './description-text';

/** The page's language is German (spec part 2, section 2), so the offer's dates read the German way. */
const formatter = formatterFor('de');

/**
 * The template's own offer: its name, its dates and its text, above the hotel's description, which follows in
 * its own section (issue 31, point 7). Nothing when the template has neither text nor dates.
 */
export function OfferDetails({ template }: { template: PublicTemplatePreview['template'] }) {
  const t = usePreviewTexts();
  const dates = formatter.dayRange(template.startDate, template.endDate, {
    from: (day) => t('offerFrom', { day }),
    until: (day) => t('offerUntil', { day }),
  });
  if (template.offerText.trim() === '' && !dates) return null;
  return (
    <section
      aria-labelledby="preview-offer-title"
      className="space-y-3 rounded-xl border border-brand-100 bg-brand-50 p-5"
    >
      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{t('offer')}</p>
      <h2 id="preview-offer-title" className="text-xl font-semibold text-slate-900">
        {template.name}
      </h2>
      {dates ? <p className="font-medium text-slate-800">{dates}</p> : null}
      {template.offerText.trim() === '' ? null : <DescriptionText text={template.offerText} />}
    </section>
  );
}
