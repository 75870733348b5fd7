import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readStorage, storageKeys, writeStorage } from '@web/lib/storage-keys';
import { useHotels, type Hotel } from './api/get-hotels';
import { chooseActiveHotel } from './choose-active-hotel';

interface ActiveHotelState {
  hotels: Hotel[];
  activeHotel: Hotel | null;
  isLoading: boolean;
  setActiveHotelId(id: string): void;
}

const ActiveHotelContext = createContext<ActiveHotelState | null>(null);

/** Holds which of the user's hotels is active, persisted in local storage (cleared when the lookup fails). */
export function ActiveHotelProvider({ children }: { children: ReactNode }) {
  const hotelsQuery = useHotels();
  const [storedId, setStoredId] = useState(() => readStorage(storageKeys.activeHotelId));
  const hotels = useMemo(() => hotelsQuery.data ?? [], [hotelsQuery.data]);
  const activeHotel = chooseActiveHotel(hotels, storedId);

  useEffect(() => {
    if (hotelsQuery.isError) {
      writeStorage(storageKeys.activeHotelId, null);
      return;
    }
    if (hotelsQuery.isSuccess) writeStorage(storageKeys.activeHotelId, activeHotel?.id ?? null);
  }, [hotelsQuery.isError, hotelsQuery.isSuccess, activeHotel?.id]);

  const setActiveHotelId = useCallback((id: string) => {
    writeStorage(storageKeys.activeHotelId, id);
    setStoredId(id);
  }, []);

  const value = useMemo(
    () => ({ hotels, activeHotel, isLoading: hotelsQuery.isPending, setActiveHotelId }),
    [hotels, activeHotel, hotelsQuery.isPending, setActiveHotelId],
  );
  return <ActiveHotelContext.Provider value={value}>{children}</ActiveHotelContext.Provider>;
}

/**
 * The same state for hotels already at hand, asking the server nothing: for a feature's component tests, whose
 * fake servers need not answer GET /api/hotels (nor again after a mutation refreshes every query).
 */
export function FixedActiveHotelProvider({ hotels, children }: { hotels: Hotel[]; children: ReactNode }) {
  const [chosenId, setActiveHotelId] = useState<string | null>(null);
  const activeHotel = chooseActiveHotel(hotels, chosenId);
  const value = useMemo(
    () => ({ hotels, activeHotel, isLoading: false, setActiveHotelId }),
    [hotels, activeHotel],
  );
  return <ActiveHotelContext.Provider value={value}>{children}</ActiveHotelContext.Provider>;
}

/** The state, or null outside the signed-in shell (onboarding), for what is shown both inside and out. */
export function useActiveHotelIfAny(): ActiveHotelState | null {
  return useContext(ActiveHotelContext);
}

export function useActiveHotel(): ActiveHotelState {
  const state = useContext(ActiveHotelContext);
  if (!state) throw new Error('useActiveHotel must be used inside ActiveHotelProvider');
  return state;
}
