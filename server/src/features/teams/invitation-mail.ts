import { invitationPageLink, invitationValidDays } from '@common/teams/invitation-link';
import type { AssignableRole } from '@common/teams/roles';
import { teamTexts } from '@common/teams/texts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../integrations/mail/mailer';
import { actionMail } from '../../integrations/mail/templates';

const texts = teamTexts.invitationMail;

export interface InvitationMail {
  to: string;
  token: string;
  role: AssignableRole;
  /** Who invites, as the mail names them ('' when unknown). */
  inviter: string;
  hotels: string[];
  allHotels: boolean;
  chainName: string | null;
}

/** The hotels an invitation opens, as a sentence names them. */
export function invitedHotelsPhrase(hotels: string[], allHotels: boolean, chainName: string | null) {
  if (allHotels) return texts.allHotelsOf(chainName ?? hotels.join(', '));
  return hotels.join(', ');
}

/**
 * Mails the invitation link. A mail that cannot be sent answers 503: the invitation stays pending and 'Resend'
 * makes a new link, so nobody is told an invitation went out that did not.
 */
export async function sendInvitationMail(
  deps: { mailer: Mailer; appUrl: string; log: FastifyBaseLogger },
  mail: InvitationMail,
) {
  const inviter = mail.inviter || texts.someone;
  const hotels = invitedHotelsPhrase(mail.hotels, mail.allHotels, mail.chainName);
  try {
    await deps.mailer.send(
      actionMail({
        to: mail.to,
        subject: texts.subject(inviter, hotels),
        intro: texts.intro(inviter, hotels, teamTexts.roleNames[mail.role]),
        action: texts.action,
        url: `${deps.appUrl}${invitationPageLink(mail.token)}`,
        outro: texts.outro(mail.to),
      }),
    );
  } catch (error) {
    deps.log.error({ err: error }, 'sending an invitation mail failed');
    throw new AppError('serviceUnavailable', teamTexts.invitationNotSent, { cause: error });
  }
}

export const invitationExpiry = (now: Date) => new Date(now.getTime() + invitationValidDays * 24 * 3600_000);
