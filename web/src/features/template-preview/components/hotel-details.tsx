import { useState } from 'react';
import type { PublicTemplatePreview } from '@common/templates/schemas';
import { previewTexts } from '@common/templates/texts';
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

const tabs: SectionTab<TabId>[] = [
  { id: 'description', label: previewTexts.tabs.description, sectionId: 'preview-description' },
  { id: 'facilities', label: previewTexts.tabs.facilities, sectionId: 'preview-facilities' },
  { id: 'policies', label: previewTexts.tabs.policies, sectionId: 'preview-policies' },
];

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

  return (
    <div className="space-y-8">
      <ImageMosaic images={preview.images} label={t('images')} emptyText={previewTexts.noHotelImages} />
      <OfferDetails template={preview.template} />
      <SectionTabs
        tabs={tabs}
        active={activeTab}
        onSelect={(tab) => {
          setActiveTab(tab.id);
          scrollToSection(tab.sectionId);
        }}
      />
      <PreviewSection id="preview-description" title={previewTexts.tabs.description}>
        <DescriptionText text={preview.hotel.description} />
      </PreviewSection>
      <PreviewSection id="preview-facilities" title={previewTexts.tabs.facilities}>
        <FeatureGroups groups={preview.facilities} emptyText={previewTexts.noFacilities} />
      </PreviewSection>
      <PreviewSection id="preview-policies" title={previewTexts.tabs.policies}>
        <FeatureGroups groups={preview.policies} emptyText={previewTexts.noPolicies} />
      </PreviewSection>
      {preview.rooms.length > 0 ? (
        <PreviewSection id="preview-rooms" title={previewTexts.rooms}>
          <RoomList rooms={preview.rooms} roomHref={roomHref} />
        </PreviewSection>
      ) : null}
    </div>
  );
}
