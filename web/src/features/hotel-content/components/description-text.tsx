import { useContentTexts } from '@web/locales/content';
import { paragraphs } from '../paragraphs';

/** A description in view mode: one paragraph per line, or the spec's empty text. */
export function DescriptionText({ text }: { text: string }) {
  const t = useContentTexts();
  const lines = paragraphs(text);
  if (lines.length === 0) return <p className="text-sm text-slate-600">{t('description.empty')}</p>;
  return (
    <div className="space-y-3 text-slate-800">
      {lines.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
    </div>
  );
}
