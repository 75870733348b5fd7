import type { RewriteContext } from '@common/ai/schemas';
import type { LanguageCode } from '@common/languages/content-languages';
import { useContentTexts } from '@web/locales/content';
import { DescriptionVariants } from './description-variants';
import { WritingAssistant } from './writing-assistant';

interface AiAssistantPanelProps {
  hotelId: string;
  roomId: string | null;
  text: string;
  /** The description's language, which generated variants are written in; null for a template's text. */
  language: LanguageCode | null;
  context: RewriteContext;
  /** What the helpers write goes into the editor, unsaved until 'Speichern'. */
  onText(text: string): void;
}

/** The Description tab's AI panel: generated variants and the writing assistant. */
export function AiAssistantPanel({
  hotelId,
  roomId,
  text,
  language,
  context,
  onText,
}: AiAssistantPanelProps) {
  const t = useContentTexts();
  return (
    <aside
      aria-label={t('ai.title')}
      className="min-w-0 space-y-6 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <h4 className="font-semibold text-slate-900">{t('ai.title')}</h4>
      <DescriptionVariants
        hotelId={hotelId}
        roomId={roomId}
        text={text}
        language={language}
        onChoose={onText}
      />
      <WritingAssistant text={text} context={context} onResult={onText} />
    </aside>
  );
}
