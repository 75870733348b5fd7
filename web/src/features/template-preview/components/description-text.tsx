import { previewTexts } from '@common/templates/texts';
import { paragraphs } from '../paragraphs';

/** A description as paragraphs, or 'Keine Beschreibung verfügbar.'. */
export function DescriptionText({ text }: { text: string }) {
  const lines = paragraphs(text);
  if (lines.length === 0) return <p className="text-slate-600">{previewTexts.noDescription}</p>;
  return (
    <div className="space-y-3 leading-relaxed text-slate-800">
      {lines.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
    </div>
  );
}
