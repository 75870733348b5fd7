import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { RewriteContext } from '@common/ai/schemas';
import { useContentTexts } from '@web/locales/content';
import type { DescriptionEditor } from '../hooks/use-description-editor';
import { AreaInfoTab } from './area-info-tab';
import { ContentTabs } from './content-tabs';
import { DescriptionTab } from './description-tab';
import { FeaturesTab } from './features-tab';
import { PoliciesForm } from './policies-form';

type TabId = 'description' | 'facilities' | 'policies' | 'area' | 'roomFacilities';

const hotelTabIds: TabId[] = ['description', 'facilities', 'policies', 'area'];
const roomTabIds: TabId[] = ['description', 'roomFacilities'];

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
  const t = useContentTexts();
  // ?tab= opens a tab of the hotel's (the channel readiness's 'Fix' leads to facilities or policies, issue 32).
  const [params] = useSearchParams();
  const tabIds = roomId ? roomTabIds : hotelTabIds;
  const [active, setActive] = useState<TabId>(
    () => tabIds.find((id) => id === params.get('tab')) ?? 'description',
  );
  return (
    <ContentTabs<TabId>
      label={t('tabsLabel')}
      tabs={tabIds.map((id) => ({ id, label: t(`page.tabs.${id}`) }))}
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
          loadingText={t('features.loadingFacilities')}
          emptyText={t('features.emptyFacilities')}
          expandAll={preview}
        />
      ) : active === 'policies' ? (
        <div className="space-y-6">
          <PoliciesForm hotelId={hotelId} />
          <FeaturesTab
            hotelId={hotelId}
            roomId={null}
            category="policies"
            loadingText={t('features.loadingPolicies')}
            expandAll={preview}
            emptyText={t('features.emptyPolicies')}
          />
        </div>
      ) : active === 'area' ? (
        <AreaInfoTab hotelId={hotelId} />
      ) : (
        <FeaturesTab
          hotelId={hotelId}
          roomId={roomId}
          category="room"
          loadingText={t('features.loadingFacilities')}
          emptyText={t('features.emptyRoom')}
        />
      )}
    </ContentTabs>
  );
}
