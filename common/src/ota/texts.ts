/**
 * The server's OTA texts, as spec part 1 spells them (sections 2, 5, 8), and ours where it has none. The OTA page's
 * and the connection window's own are in the web app's catalogue (web/src/locales/en/ota.json); the activity
 * titles of connecting and disconnecting are in common/src/activities/texts.ts.
 */
export const otaTexts = {
  // Section 5 and 8.
  noHotelForUser: 'No hotel found for this user',
  noActiveHotel: 'No active hotel selected',
  hotelIdRequired: 'Hotel ID is required to delete an OTA',
  contextIdRequired: 'Context ID is required to connect OTA',
  // Ours: the server's answers where the spec has no words.
  alreadyConnected: 'This channel is already connected to this hotel.',
  otaNotFound: 'OTA connection not found',
  sessionNotFound: 'Browser session not found. It may have expired; please start the connection again.',
  browserBusy:
    'All live browsers are in use right now. Please try again in a minute; sessions close when their window closes.',
  sessionStarting: 'Your live browser is still starting. Please wait a moment.',
  confirmAccountFirst: 'Please confirm your e-mail address before connecting a channel.',
  tooManyChecks: 'This hotel’s connections have been checked often in the last hour. Please try again later.',
  sessionWaiting: 'Your live browser has not started yet: it is waiting for a free browser.',
  liveViewOpenElsewhere: 'This live browser is already shown in another window. Close that window first.',
  browserUnavailable:
    'The live browser is not available on this server: no Chromium was found. Install Chromium or set CHROMIUM_PATH or BROWSER_CDP_URL.',
  browserCrashed:
    'The live browser stopped unexpectedly. Nothing was saved; please start the connection again.',
  hostNotAllowed: 'This address is outside the channel’s sites and cannot be opened in the live browser.',
  notLoggedIn: 'The login has not finished yet. Log in in the live view first.',
  savedContextMissing: 'This connection has no saved login. Renew the connection to log in again.',
  connectionExpired: 'The saved login no longer works. Renew the connection to log in again.',
} as const;
