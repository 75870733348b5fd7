import { paragraphs } from '../paragraphs';
import { usePreviewTexts } from '@web/locales/preview';

/** A description as paragraphs, or 'Keine Beschreibung verfügbar.'. */
export function DescriptionText({ text }: { text: string }) {
  const t = usePreviewTexts();
  const lines = paragraphs(text);
  if (lines.length === 0) return <p className="text-slate-600">{t('noDescription')}</p>;
  return (
    <div className="space-y-3 leading-relaxed text-slate-800">
      {lines.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
    </div>
  );
}
