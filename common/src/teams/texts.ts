import { textWith } from '../messages/text-with';

/** What the server answers about a hotel's team (issue 36). */
export const teamTexts = {
  /** A member whose role is below what the request needs (403). */
  roleNotAllowed: 'Your role does not allow this.',
  roleNames: { owner: 'Owner', admin: 'Admin', editor: 'Editor', viewer: 'Viewer' },
  memberNotFound: 'Member not found',
  invitationNotFound: 'Invitation not found',
  ownerCannotBeChanged: 'The owner keeps their role: hand over ownership first.',
  ownerCannotBeRemoved: 'The owner cannot be removed: hand over ownership first.',
  /** Account deletion of an owner whose hotel has other members (issue 36, part 6). */
  handOverFirst: textWith(
    'You own {hotels}, which other members work on. Hand over ownership or delete the hotel first.',
    'hotels',
  ),
} as const;
