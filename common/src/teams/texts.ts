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
  ownerCannotLeave: 'The owner cannot leave the team: hand over ownership first.',
  outsideYourHotels: 'You can only invite to and manage the hotels you work on.',
  ownRoleUnchangeable: 'You cannot change your own role: another admin or the owner can.',
  ownHotelsUnchangeable: 'You cannot change your own hotels: another admin or the owner can.',
  /** Choosing hotels for a member of an individual hotel's team, which has only the one. */
  notAChain: "Only a chain's members work on chosen hotels.",
  /** The owner works on every hotel of their team. */
  ownerHotelsUnchangeable: 'The owner works on every hotel of the team.',
  /** Account deletion of an owner whose hotel has other members (issue 36, part 6). */
  handOverFirst: textWith(
    'You own {hotels}, which other members work on. Hand over ownership or delete the hotel first.',
    'hotels',
  ),
  roleRequired: 'Choose a role: Admin, Editor or Viewer.',
  hotelsRequired: 'Choose at least one hotel.',
  duplicateHotel: 'A hotel is chosen twice.',
  alreadyMember: textWith('{email} is already a member of this team.', 'email'),
  /** A wrong, revoked, used or expired invitation link: one answer, so nothing about the address is revealed. */
  invitationInvalid: 'This invitation link is invalid or has expired.',
  invitationForAnotherAddress:
    'This invitation was sent to another address. Sign in with that address to accept it.',
  invitationNotSent: 'The invitation mail could not be sent. Try again in a moment.',
  /** Two changes to one team at once, one of which handed the team over. */
  teamChanged: 'The team changed meanwhile. Reload the page and try again.',
  ownershipToMemberOnly: 'Ownership can only be handed to another member of the team.',
  ownershipOfferNotFound: 'There is no open ownership offer for you.',
  /** The invitation mail. */
  invitationMail: {
    subject: textWith('{inviter} invited you to {hotels}', 'inviter', 'hotels'),
    intro: textWith(
      '{inviter} invited you to work on {hotels} in Hotel Content Studio as {role}.',
      'inviter',
      'hotels',
      'role',
    ),
    action: 'Accept invitation',
    outro: textWith(
      'The link is valid for 7 days and only for {email}. If you did not expect this invitation, ignore this message.',
      'email',
    ),
    /** Who invites, when their account has no name yet. */
    someone: 'A colleague',
    /** A chain's hotels, when all of them (also those added later) are invited to. */
    allHotelsOf: textWith('all hotels of {chain}', 'chain'),
  },
  /** The titles of the team's entries in the activity log (issue 36, part 4). */
  activity: {
    memberInvited: textWith('Invited {email} as {role}', 'email', 'role'),
    invitationResent: textWith('Sent the invitation to {email} again', 'email'),
    invitationRevoked: textWith('Revoked the invitation of {email}', 'email'),
    memberJoined: textWith('{name} joined the team as {role}', 'name', 'role'),
    memberRoleChanged: textWith(
      'Changed the role of {name} from {before} to {after}',
      'name',
      'before',
      'after',
    ),
    memberHotelsChanged: textWith('Changed the hotels of {name}', 'name'),
    /** The before and after of a member's hotels when they are all of the chain's. */
    allHotelsOf: textWith('All hotels of {chain}', 'chain'),
    allHotels: 'All hotels',
    memberRemoved: textWith('Removed {name} from the team', 'name'),
    memberLeft: textWith('{name} left the team', 'name'),
    ownershipTransferred: textWith('Handed ownership over from {from} to {to}', 'from', 'to'),
  },
} as const;
