import { useParams, useSearchParams } from 'react-router';
import { TemplatePreviewPage } from '@web/features/template-preview/components/template-preview-page';
import { askedLanguage, previewSearch, roomParam } from '@web/features/template-preview/language-links';

/**
 * The public template preview at /preview/template/{templateId}, outside the login guard and the shell (spec
 * part 2, section 2). Kept small: it loads none of the signed-in app. A room opens as ?room={id}, so that a
 * room's view can be linked and the browser's back button returns to the hotel; ?lang={code} shows the hotel's
 * texts in one of its languages (issue 37, part 5), kept as the visitor opens rooms.
 */
export function Component() {
  const { templateId } = useParams();
  const [searchParams] = useSearchParams();
  const room = searchParams.get(roomParam);
  const language = askedLanguage(searchParams);
  return (
    <TemplatePreviewPage
      templateId={templateId}
      roomId={room}
      language={language}
      roomHref={(id) => previewSearch({ room: id, language })}
      hotelHref={previewSearch({ language })}
      languageHref={(code) => previewSearch({ room, language: code })}
    />
  );
}
