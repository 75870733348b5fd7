import type { TeamMemberView } from '@common/teams/schemas';

/** How the Team page names a person: their name, or their address while they have given none. */
export const memberLabel = (member: Pick<TeamMemberView, 'name' | 'email'>) => member.name || member.email;

/** A list of hotel names as one line. */
export const hotelNames = (hotels: readonly { name: string }[]) =>
  hotels.map((hotel) => hotel.name).join(', ');
