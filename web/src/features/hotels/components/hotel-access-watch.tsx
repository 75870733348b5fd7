import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { onNotFoundUnderHotel } from '@web/lib/hotel-not-found';
import { useActiveHotel } from '../active-hotel';
import { hotelsQueryOptions } from '../api/get-hotels';

/**
 * When a request under the active hotel answers 404, asks for the user's hotels again; if the active hotel is no
 * longer among them (the member was removed, or another member deleted the hotel: issue 36), the next click ends
 * on the not-found page instead of a page of errors. The hotels read afresh make another hotel active afterwards.
 */
export function HotelAccessWatch() {
  const { activeHotel } = useActiveHotel();
  const activeId = useRef(activeHotel?.id);
  useEffect(() => {
    activeId.current = activeHotel?.id;
  }, [activeHotel?.id]);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(
    () =>
      onNotFoundUnderHotel((hotelId) => {
        if (hotelId !== activeId.current) return;
        void queryClient
          .fetchQuery({ ...hotelsQueryOptions(), staleTime: 0 })
          .then((hotels) => {
            if (!hotels.some((hotel) => hotel.id === hotelId)) void navigate('/not-found', { replace: true });
          })
          .catch(() => undefined);
      }),
    [queryClient, navigate],
  );
  return null;
}
