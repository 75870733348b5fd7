import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { PreviewRoomView } from '@common/templates/schemas';
import { usePreviewTexts } from '@web/locales/preview';
import { useRoomTypeLabel } from '../room-type-label';
import { DescriptionText } from './description-text';
import { FeatureGroups } from './feature-groups';
import { ImageMosaic } from './image-mosaic';
import { PreviewSection } from './preview-section';
import { ArrowLeftIcon } from './icons';

/** Room mode: the room's name, images, description and features, with the way back to the hotel. */
export function RoomDetails({ room, hotelHref }: { room: PreviewRoomView; hotelHref: string }) {
  const t = usePreviewTexts();
  const roomTypeLabel = useRoomTypeLabel();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opening a room is a new view: start at its top, and tell screen readers where they are.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [room.id]);

  return (
    <div className="space-y-8">
      <div className="space-y-3">
        <Link
          to={hotelHref}
          className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <ArrowLeftIcon className="size-4" />
          {t('backToHotel')}
        </Link>
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold text-slate-900 outline-none">
          {room.name}
        </h2>
        {room.type ? <p className="text-slate-700">{roomTypeLabel(room.type)}</p> : null}
      </div>
      <ImageMosaic
        images={room.images}
        label={t('roomImages', { room: room.name })}
        emptyText={t('noRoomImages')}
      />
      <PreviewSection id="preview-room-description" title={t('tabs.description')}>
        <DescriptionText text={room.description} />
      </PreviewSection>
      <PreviewSection id="preview-room-features" title={t('tabs.facilities')}>
        <FeatureGroups groups={room.features} emptyText={t('noFacilities')} />
      </PreviewSection>
    </div>
  );
}
