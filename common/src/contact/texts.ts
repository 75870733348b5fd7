import { limits } from '../limits';

/** The contact form's checks, which the server answers with too. */
export const contactTexts = {
  nameRequired: 'Name is required',
  nameTooLong: `A name can be at most ${limits.nameMaxLength} characters long`,
  messageRequired: 'Message is required',
  messageTooLong: `A message can be at most ${limits.messageMaxLength.toLocaleString('en')} characters long`,
} as const;
