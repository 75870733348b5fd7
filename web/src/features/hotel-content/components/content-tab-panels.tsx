import { useState } from 'react';
import type { RewriteContext } from '@common/ai/schemas';
import { contentTexts } from '@common/content/texts';
import { hotelContentTexts } from '../content/hotel-content-texts';
import type { DescriptionEditor } from '../hooks/use-description-editor';
import { AreaInfoTab } from './area-info-tab';
import { ContentTabs, type ContentTab } from './content-tabs';
import { DescriptionTab } from './description-tab';
import { FeaturesTab } from './features-tab';
import { PoliciesForm } from './policies-form';

type TabId = 'description' | 'facilities' | 'policies' | 'area' | 'roomFacilities';

const hotelTabs: ContentTab<TabId>[] = [
  { id: 'description', label: contentTexts.tabs.description },
  { id: 'facilities', label: contentTexts.tabs.facilities },
  { id: 'policies', label: contentTexts.tabs.policies },
  { id: 'area', label: contentTexts.tabs.area },
];
const roomTabs: ContentTab<TabId>[] = [
  { id: 'description', label: contentTexts.tabs.description },
  { id: 'roomFacilities', label: contentTexts.tabs.roomFacilities },
];

interface ContentTabPanelsProps {
  hotelId: string;
  roomId: string | null;
  editor: DescriptionEditor;
  context: RewriteContext;
  /** Template preview: every feature group starts open. */
  preview?: boolean;
}

/**
 * The hotel's tabs, or a room's (Description and Room Facilities). The page keys this by room, so selecting a
 * room starts on the Description tab (spec part 2, section 4).
 */
export function ContentTabPanels({
  hotelId,
  roomId,
  editor,
  context,
  preview = false,
}: ContentTabPanelsProps) {
  const [active, setActive] = useState<TabId>('description');
  const features = hotelContentTexts.features;
  return (
    <ContentTabs<TabId>
      label={hotelContentTexts.tabsLabel}
      tabs={roomId ? roomTabs : hotelTabs}
      activeId={active}
      onChange={setActive}
    >
      {active === 'description' ? (
        <DescriptionTab hotelId={hotelId} roomId={roomId} editor={editor} context={context} />
      ) : active === 'facilities' ? (
        <FeaturesTab
          hotelId={hotelId}
          roomId={null}
          category="facilities"
          loadingText={features.loadingFacilities}
          emptyText={features.emptyFacilities}
          expandAll={preview}
        />
      ) : active === 'policies' ? (
        <div className="space-y-6">
          <PoliciesForm hotelId={hotelId} />
          <FeaturesTab
            hotelId={hotelId}
            roomId={null}
            category="policies"
            loadingText={features.loadingPolicies}
            expandAll={preview}
            emptyText={features.emptyPolicies}
          />
        </div>
      ) : active === 'area' ? (
        <AreaInfoTab hotelId={hotelId} />
      ) : (
        <FeaturesTab
          hotelId={hotelId}
          roomId={roomId}
          category="room"
          loadingText={features.loadingFacilities}
          emptyText={features.emptyRoom}
        />
      )}
    </ContentTabs>
  );
}
