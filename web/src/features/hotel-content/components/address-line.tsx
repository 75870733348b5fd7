import { MapPin } from 'lucide-react';
import { useAreaInfo } from '../api/get-area-info';
import { formatAddress } from '@common/hotels/format-address';

/** The header's address line, from the hotel's stored location; nothing while there is none. */
export function AddressLine({ hotelId }: { hotelId: string }) {
  const area = useAreaInfo(hotelId);
  const location = area.data?.location;
  if (!location) return null;
  return (
    <p className="flex items-center gap-1 text-sm text-slate-700">
      <MapPin className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
      {formatAddress(location)}
    </p>
  );
}
