import { useActiveHotel } from '@web/features/hotels/active-hotel';
import { MyTasksPanel } from './my-tasks-panel';

/** 'My Tasks' of the active hotel on the dashboard; nothing while the user has no hotel. */
export function MyTasks() {
  const { activeHotel } = useActiveHotel();
  // Keyed by hotel, so a view, search or open dialog of one hotel never carries over to the next.
  return activeHotel ? <MyTasksPanel key={activeHotel.id} hotelId={activeHotel.id} /> : null;
}
