type Listener = (hotelId: string) => void;

const listeners = new Set<Listener>();
const hotelPath = /^\/api\/hotels\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[/?]|$)/i;

/**
 * Tells the listeners that a request under a hotel answered 404 (api-client.ts): the hotel may be gone for this
 * user, as when their membership was removed (issue 36) or another member deleted it. Whether it is gone is for
 * the listener to find out; a 404 of a thing inside a hotel answers the same status.
 */
export function announceNotFoundUnderHotel(path: string) {
  const hotelId = hotelPath.exec(path)?.[1];
  if (hotelId) for (const listener of listeners) listener(hotelId);
}

/** Listens for 404 answers under a hotel; returns the function that stops listening. */
export function onNotFoundUnderHotel(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
