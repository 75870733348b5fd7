import { AppShell } from '@web/app/shell/app-shell';
import { ActiveHotelProvider } from '@web/features/hotels/active-hotel';
import { HotelAccessWatch } from '@web/features/hotels/components/hotel-access-watch';

/** Every signed-in page (but onboarding) sits in the shell, with the active hotel known. */
export function Component() {
  return (
    <ActiveHotelProvider>
      <HotelAccessWatch />
      <AppShell />
    </ActiveHotelProvider>
  );
}
