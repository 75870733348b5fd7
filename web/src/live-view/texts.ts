/**
 * What the viewer page says over its canvas (the server's end-of-session messages come with their own words).
 * A plain module, not a Lingui catalogue: live-view.html is its own small entry without React, and the
 * catalogues' defineTexts brings React (its hook) and @lingui/core with it, several times this page's script.
 * A second interface language would add its words beside these.
 */
export const viewerTexts = {
  connecting: 'Connecting to the live browser...',
  incompleteLink:
    'This live view link is incomplete. Please close the window and start the connection again.',
  notInTheApp:
    'The live browser can only be used in the connection window of Hotel Content Studio. Please start the connection there.',
  disconnected: 'The live view lost its connection. Please close the window and start the connection again.',
} as const;
