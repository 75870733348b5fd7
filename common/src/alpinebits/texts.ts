import { textWith } from '../messages/text-with';
import { alpineBitsLimits } from './limits';

/**
 * What the server answers about a hotel's AlpineBits connection and its pushes (issue 33). The issue's own
 * words are exact: refusedCredentials, noRooms. The card's and the dialog's words are in the web's catalogue.
 */
export const alpineBitsTexts = {
  serverUrlRequired: 'Please enter the server URL',
  serverUrlTooLong: `The server URL can be at most ${alpineBitsLimits.serverUrlMaxLength} characters long`,
  serverUrlInvalid: 'Please enter a complete URL, such as https://alpinebits.example.com/alpinebits',
  serverUrlNotAllowed:
    'The server URL must start with http:// or https:// and point to a public address on the internet, not a private or local one',
  usernameRequired: 'Please enter the username',
  usernameTooLong: `The username can be at most ${alpineBitsLimits.usernameMaxLength} characters long`,
  usernameColon:
    'The username cannot contain a colon (HTTP Basic authentication separates it from the password with one)',
  passwordRequired: 'Please enter the password',
  passwordTooLong: `The password can be at most ${alpineBitsLimits.passwordMaxLength} characters long`,
  hotelCodeRequired: 'Please enter the hotel code',
  hotelCodeTooLong: `The hotel code can be at most ${alpineBitsLimits.hotelCodeMaxLength} characters long`,
  roomCodeInvalid: `A room code has 1 to ${alpineBitsLimits.roomCodeMaxLength} letters, digits, hyphens or underscores`,
  roomCodeTaken: textWith('The code {code} is given to two rooms: each room needs its own', 'code'),
  roomNotFound: 'This room is not one of the hotel’s rooms',
  tooManyRoomCodes: `At most ${alpineBitsLimits.roomCodesMax} room codes can be saved at once`,
  autoPushInvalid: 'Please say whether to push automatically',
  nothingToChange: 'Nothing to change: send autoPush or roomCodes',
  notConnected: 'This hotel has no AlpineBits connection',
  tooManyHandshakes: 'This connection has been tested often in the last hour. Please try again later.',
  tooManyPushes: 'This hotel’s content has been pushed often in the last hour. Please try again later.',
  noRooms: 'Add at least one room before pushing.',
  noRoomCodes: 'Give the rooms their codes before pushing: no room has a code yet.',
  // Why a handshake or a push failed, in plain words (one per failure kind).
  refusedCredentials: 'The server refused the username or password.',
  notAlpineBits:
    'The server did not answer as an AlpineBits server does (it sent a web page or another kind of answer). Please check the server URL.',
  xmlError: 'The server’s answer was broken XML that could not be read.',
  requestRefused: 'The server refused the request.',
  timeout: 'The server did not answer within 60 seconds.',
  network: 'The server could not be reached. Please check the server URL.',
  serverError: 'The server had an error of its own (HTTP 5xx). Please try again later.',
  refusedAddress:
    'The server URL was refused: it must be http(s), point to a public address and answer without a redirect.',
  notSupported:
    'The server does not take room categories in an AlpineBits version we speak (2020-10 or newer, OTA_HotelDescriptiveContentNotif:Inventory).',
  invalidMessage: 'The hotel’s content could not be put into a valid AlpineBits message.',
  errorsAnswer: 'The server refused the content.',
  passwordUnreadable:
    'The stored password can no longer be read (the server key changed). Please enter the password again.',
  internal: 'The push stopped unexpectedly. Please try again.',
} as const;
