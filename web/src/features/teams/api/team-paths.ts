/** Query keys of a hotel's team: its view (members, invitations, offer) and the ownership offer made to the user. */
export const teamKeys = {
  team: (hotelId: string) => ['team', hotelId] as const,
  offerToYou: (hotelId: string) => ['team', hotelId, 'offer-to-you'] as const,
};

const hotelPath = (hotelId: string) => `/api/hotels/${encodeURIComponent(hotelId)}`;

export const teamPath = (hotelId: string) => `${hotelPath(hotelId)}/team`;
export const invitationsPath = (hotelId: string) => `${hotelPath(hotelId)}/invitations`;
export const invitationPath = (hotelId: string, invitationId: string) =>
  `${invitationsPath(hotelId)}/${encodeURIComponent(invitationId)}`;
export const memberPath = (hotelId: string, userId: string) =>
  `${hotelPath(hotelId)}/members/${encodeURIComponent(userId)}`;
/** A chain member's hotels of the chain. */
export const memberHotelsPath = (hotelId: string, userId: string) => `${memberPath(hotelId, userId)}/hotels`;
export const membershipPath = (hotelId: string) => `${hotelPath(hotelId)}/membership`;
export const ownershipOfferPath = (hotelId: string) => `${hotelPath(hotelId)}/ownership-offer`;

/** The invitation link's own routes (public read, signed-in acceptance). */
export const invitationLinkPath = (token: string) => `/api/invitations/${encodeURIComponent(token)}`;
