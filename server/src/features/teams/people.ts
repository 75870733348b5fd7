import { user, userProfiles } from '../../db/schema';

/** An account as the team's lists and texts name it. */
export interface PersonNames {
  email: string;
  accountName: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** The name of the member's profile, else of their account (a Google account has one), else ''. */
export function personName(person: PersonNames): string {
  const profileName = [person.firstName, person.lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return profileName || person.accountName?.trim() || '';
}

/** How a text (an activity title, a mail) names a person: by name, or by address while they have none. */
export const shownName = (person: PersonNames) => personName(person) || person.email;

/**
 * The columns that name a person (PersonNames), for a query that joins `user` and, left, `user_profiles` (the
 * team's lists, the activity's actor, the notification choices).
 */
export const personNameColumns = {
  email: user.email,
  accountName: user.name,
  firstName: userProfiles.firstName,
  lastName: userProfiles.lastName,
};
