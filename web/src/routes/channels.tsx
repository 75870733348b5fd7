import { NoHotelNotice } from '@web/components/ui/no-hotel-notice';
import { Spinner } from '@web/components/ui/spinner';
import { ChainReadinessTable } from '@web/features/channels/components/chain-readiness-table';
import { ChannelReadinessPage } from '@web/features/channels/components/channel-readiness-page';
import { useActiveHotel } from '@web/features/hotels/active-hotel';
import { useChannelTexts } from '@web/locales/channels';

/**
 * Channel readiness (issue 32, point 4): the active hotel against every channel's rules; a chain also sees its
 * hotels as rows, and choosing one makes it the active hotel, as the hotel switcher does.
 */
export function Component() {
  const t = useChannelTexts();
  const { activeHotel, hotels, isLoading, setActiveHotelId } = useActiveHotel();
  if (isLoading) {
    return (
      <div role="status" className="py-16 text-center text-sm text-slate-700">
        <Spinner label={t('page.loading')} />
      </div>
    );
  }
  if (!activeHotel)
    return (
      <NoHotelNotice
        title={t('page.noHotelTitle')}
        text={t('page.noHotelText')}
        settingsLabel={t('page.goToSettings')}
      />
    );
  return (
    <ChannelReadinessPage
      key={activeHotel.id}
      hotel={activeHotel}
      chain={
        hotels.length > 1 ? (
          <ChainReadinessTable activeHotelId={activeHotel.id} onShowHotel={setActiveHotelId} />
        ) : null
      }
    />
  );
}
