import { useState } from 'react';
import type { PublicTemplatePreview } from '@common/templates/schemas';
import { usePreviewTexts } from '@web/locales/preview';
import { useSectionScroll } from '../hooks/use-section-scroll';
import { DescriptionText } from './description-text';
import { FeatureGroups } from './feature-groups';
import { ImageMosaic } from './image-mosaic';
import { OfferDetails } from './offer-details';
import { PreviewSection } from './preview-section';
import { RoomList } from './room-list';
import { SectionTabs, type SectionTab } from './section-tabs';

type TabId = 'description' | 'facilities' | 'policies';

const tabIds: TabId[] = ['description', 'facilities', 'policies'];

/**
 * The hotel view: mosaic, the template's offer, the tabs and their sections (the hotel's own description
 * first), and the rooms a visitor can open.
 */
export function HotelDetails({
  preview,
  roomHref,
}: {
  preview: PublicTemplatePreview;
  roomHref(id: string): string;
}) {
  const t = usePreviewTexts();
  const [activeTab, setActiveTab] = useState<TabId>('description');
  const scrollToSection = useSectionScroll();
  const tabs: SectionTab<TabId>[] = tabIds.map((id) => ({
    id,
    label: t(`tabs.${id}`),
    sectionId: `preview-${id}`,
  }));

  return (
    <div className="space-y-8">
      <ImageMosaic images={preview.images} label={t('images')} emptyText={t('noHotelImages')} />
      <OfferDetails template={preview.template} />
      <SectionTabs
        tabs={tabs}
        active={activeTab}
        onSelect={(tab) => {
          setActiveTab(tab.id);
          scrollToSection(tab.sectionId);
        }}
      />
      <PreviewSection id="preview-description" title={t('tabs.description')}>
        <DescriptionText text={preview.hotel.description} />
      </PreviewSection>
      <PreviewSection id="preview-facilities" title={t('tabs.facilities')}>
        <FeatureGroups groups={preview.facilities} emptyText={t('noFacilities')} />
      </PreviewSection>
      <PreviewSection id="preview-policies" title={t('tabs.policies')}>
        <FeatureGroups groups={preview.policies} emptyText={t('noPolicies')} />
      </PreviewSection>
      {preview.rooms.length > 0 ? (
        <PreviewSection id="preview-rooms" title={t('rooms')}>
          <RoomList rooms={preview.rooms} roomHref={roomHref} />
        </PreviewSection>
      ) : null}
    </div>
  );
}
