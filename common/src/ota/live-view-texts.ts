/**
 * What the live view of OTA connect reads when its browser session ends: the server sends it in the 'ended'
 * message (live-view-protocol.ts), and the live view page shows it as it is.
 */
export const liveViewEndTexts = {
  closed: 'The browser session was closed.',
  timeout: 'The browser session timed out.',
  crashed: 'The browser crashed. Nothing was saved; please start again.',
  /** The viewer's socket closed from the server's side (the app stopping). */
  ended: 'The browser session has ended.',
} as const;
