import { useParams, useSearchParams } from 'react-router';
import { TemplatePreviewPage } from '@web/features/template-preview/components/template-preview-page';

const roomParam = 'room';

/**
 * The public template preview at /preview/template/{templateId}, outside the login guard and the shell (spec
 * part 2, section 2). Kept small: it loads none of the signed-in app. A room opens as ?room={id}, so that a
 * room's view can be linked and the browser's back button returns to the hotel.
 */
export function Component() {
  const { templateId } = useParams();
  const [searchParams] = useSearchParams();
  return (
    <TemplatePreviewPage
      templateId={templateId}
      roomId={searchParams.get(roomParam)}
      roomHref={(id) => `?${new URLSearchParams({ [roomParam]: id }).toString()}`}
      hotelHref="?"
    />
  );
}
