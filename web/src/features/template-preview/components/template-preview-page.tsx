import type { LanguageCode } from '@common/languages/content-languages';
import type { PublicTemplatePreview } from '@common/templates/schemas';
import { usePreviewLanguageHead } from '../hooks/use-preview-language-head';
import { usePreviewTitle } from '../hooks/use-preview-title';
import { usePublicTemplate } from '../hooks/use-public-template';
import { HotelDetails } from './hotel-details';
import { LanguageMenu } from './language-menu';
import { PreviewFooter } from './preview-footer';
import { PreviewHeader } from './preview-header';
import { PreviewError, PreviewLoading, PreviewNotFound } from './preview-status';
import { RoomDetails } from './room-details';
import { usePreviewTexts } from '@web/locales/preview';

interface TemplatePreviewPageProps {
  /** From the address; missing or blank, the page says no id was given. */
  templateId: string | undefined;
  /** The room opened through ?room={id}; an id the template does not list shows the hotel. */
  roomId: string | null;
  /** The language asked for through ?lang=; null leaves it to the visitor's browser languages. */
  language: LanguageCode | null;
  roomHref(id: string): string;
  hotelHref: string;
  /** The page in another language (the language menu). */
  languageHref(language: LanguageCode): string;
}

/** The public preview of a published template (spec part 2, section 2; DECISIONS.md 15 and 16). */
export function TemplatePreviewPage({ templateId, ...rest }: TemplatePreviewPageProps) {
  const id = templateId?.trim() ?? '';
  if (id === '') return <NoIdGiven />;
  return <LoadedTemplatePreview key={id} templateId={id} {...rest} />;
}

function NoIdGiven() {
  const t = usePreviewTexts();
  usePreviewTitle(t('errorTitle'));
  return <PreviewError reason="noId" />;
}

function LoadedTemplatePreview({
  templateId,
  language,
  ...rest
}: Omit<TemplatePreviewPageProps, 'templateId'> & { templateId: string }) {
  const t = usePreviewTexts();
  const state = usePublicTemplate(templateId, language);
  usePreviewTitle(
    state.kind === 'loaded'
      ? `${state.preview.template.name} · ${state.preview.hotel.name}`
      : state.kind === 'notFound'
        ? t('notFoundTitle')
        : state.kind === 'error'
          ? t('errorTitle')
          : t('loading'),
  );
  if (state.kind === 'loading') return <PreviewLoading templateId={templateId} />;
  if (state.kind === 'notFound') return <PreviewNotFound />;
  if (state.kind === 'error') return <PreviewError reason="loadFailed" />;
  return <PreviewContent preview={state.preview} {...rest} />;
}

function PreviewContent({
  preview,
  roomId,
  roomHref,
  hotelHref,
  languageHref,
}: Omit<TemplatePreviewPageProps, 'templateId' | 'language'> & { preview: PublicTemplatePreview }) {
  const room = roomId ? preview.rooms.find((candidate) => candidate.id === roomId) : undefined;
  usePreviewLanguageHead(preview.language, preview.languages);
  return (
    <div className="min-h-screen bg-white">
      <main className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-6 lg:py-12">
        <LanguageMenu language={preview.language} languages={preview.languages} languageHref={languageHref} />
        <PreviewHeader preview={preview} />
        {room ? (
          <RoomDetails room={room} hotelHref={hotelHref} />
        ) : (
          <HotelDetails preview={preview} roomHref={roomHref} />
        )}
      </main>
      <PreviewFooter name={preview.template.name} id={preview.template.id} />
    </div>
  );
}
