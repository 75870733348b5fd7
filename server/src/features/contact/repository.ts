import type { Db } from '../../db/client';
import { contactMessages, newsletterSignups } from '../../db/schema';
import type { ContactMessage, NewsletterSignup } from '@common/contact/schemas';

export async function insertContactMessage(db: Db, message: ContactMessage) {
  await db.insert(contactMessages).values(message);
}

export async function insertNewsletterSignup(db: Db, signup: NewsletterSignup) {
  await db.insert(newsletterSignups).values(signup);
}
