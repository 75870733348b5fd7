import { textWith } from '../messages/text-with';
/**
 * The website import's texts (issue 18; ours, not the spec's): the errors say in plain words what went wrong
 * and what to do next.
 */
export const websiteImportTexts = {
  missingUrl: "Please enter your website's address.",
  invalidUrl: "Please enter your website's address, for example https://www.your-hotel.com.",
  notPublic:
    "This address is not a public website. Please enter your hotel's website as guests open it, starting with https://.",
  unreachable: textWith(
    'We could not reach {host}. Please check the address and try again in a moment.',
    'host',
  ),
  httpError: textWith(
    'The website answered with an error (HTTP {status}). Please check the address and try again.',
    'status',
  ),
  tooManyRedirects: 'The website redirected us too many times. Please check the address and try again.',
  tooLarge: 'This page is too large to read. Please enter the address of another page of your website.',
  robots:
    "Your website's robots.txt asks tools like ours not to read this page. Enter the address of another page, or skip this step.",
  /** One website import per user at a time (issue 30): a second one, for another of their hotels. */
  alreadyRunningForUser:
    'A website import is already running for one of your hotels. Please wait until it has finished, then start the next one.',
  nothingFound:
    'We found nothing about a hotel on this website. Try the address of your rooms page, or skip this step and add your content later.',
} as const;
