/** Spec part 1, section 4: the stored id if that hotel is the user's, else the oldest hotel, else none. */
export function chooseActiveHotel<H extends { id: string }>(
  hotels: readonly H[],
  storedId: string | null,
): H | null {
  return hotels.find((hotel) => hotel.id === storedId) ?? hotels[0] ?? null;
}
