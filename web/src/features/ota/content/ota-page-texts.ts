/**
 * Texts of the OTA page and the connection window. The spec's own words (part 1, sections 2 and 8) are kept as
 * spelled; the server's answers and the close question are in common/src/ota/texts.ts. Where the spec has no
 * words, ours follow the page's English, and the connection window's buttons follow its German question.
 */
export const otaPageTexts = {
  noHotelTitle: 'No Hotel Selected',
  noHotelText: 'Please select a hotel in the settings to manage its channel connections.',
  goToSettings: 'Go to Settings',
  addNewOta: 'Add New OTA',
  loading: 'Loading...',
  loadingData: 'Loading OTA data...',
  connectedOtas: 'Connected OTAs',
  issues: 'Issues',
  syncRate: 'Sync Rate',
  // With nothing connected there is no rate: 0% would read as a failure.
  noSyncRate: '–',
  summaryLabel: 'OTA summary',
  tableLabel: 'OTA channels',
  channel: 'Channel',
  status: 'Status',
  lastSync: 'Last Sync',
  actions: 'Actions',
  never: 'Never',
  empty: 'No OTA channels connected yet',
  emptyHint: 'Add a channel to connect your extranet login.',
  statusLabels: { connected: 'Connected', disconnected: 'Disconnected', error: 'Error' },
  renewConnection: 'Renew connection',
  checkConnection: 'Check connection',
  checkingConnection: 'Checking connection...',
  deleteConnection: 'Delete connection',
  dismiss: 'Dismiss',
  // The delete dialog (spec section 2).
  deleteTitle: 'Delete OTA Connection',
  deleteHeading: 'Confirm Deletion',
  deleteWarning: 'This action cannot be undone',
  deleteQuestion: (channel: string) =>
    `Do you really want to delete the connection to ${channel}? All synchronization settings and channel mappings will be removed.`,
  cancel: 'Cancel',
  deleteConfirm: 'Delete Connection',
  deleting: 'Deleting...',
  // The Connect New OTA dialog.
  connectTitle: 'Connect New OTA',
  connectDescription: 'Choose a channel. A live browser opens at its login page, where you log in as usual.',
  alreadyConnected: 'Already connected',
  connecting: 'Connecting...',
  // The connection window.
  connectTo: (channel: string) => `Connect to ${channel}`,
  connectingTo: (channel: string) => `Connecting to ${channel}...`,
  startingSession: 'Starting browser session...',
  preparingConnection: 'Preparing connection...',
  // While every live browser is in use (the session waits in line; 1 is the next to start).
  queuePosition: (position: number) => `You are number ${position} in line`,
  waitingHint:
    'All live browsers are in use right now. Yours starts as soon as one is free; please keep this window open.',
  liveBrowser: 'Live browser',
  // The address bar above the live view: where the operator is about to type a password.
  addressBar: 'Address of the page in the live browser',
  secureConnection: 'Secure connection',
  notSecure: 'Not secure',
  // Chromium's error page in the live browser, in plain words (PageErrorReason; `page` is the host when known).
  pageErrors: {
    unreachable: (page: string) =>
      `${page} could not be reached: the site did not answer, or its address does not exist. This is not caused by your login details. Please try again in a moment; if it keeps happening, the site may be down.`,
    timedOut: (page: string) =>
      `${page} took too long to answer. Please try again in a moment; if it keeps happening, the site may be down.`,
    blocked: (page: string, channel: string) =>
      `${page} is not one of ${channel}’s sites, so the live browser does not open it. Please go back to the login page.`,
    certificate: (page: string) =>
      `${page} could not prove that it is the real site (its security certificate is not valid), so it was not opened.`,
    other: (page: string) => `${page} could not be loaded. Please try again in a moment.`,
  },
  unknownPage: 'The page',
  openLoginPageAgain: 'Open the login page again',
  openingLoginPage: 'Opening the login page...',
  loginHint: 'Log in to your extranet in the live browser above. We notice when the login is done.',
  loginDetected: 'Login detected. Please wait a moment, then confirm with “Login Completed”.',
  loginCompleted: 'Login Completed',
  loginCompletedIn: (seconds: number) => `Login Completed in ${seconds}s`,
  saving: 'Saving...',
  // In the window's English, and not 'Cancel' again: the question answers the window's own 'Cancel'.
  closeQuestionTitle: 'Close this window?',
  closeQuestionCancel: 'Keep connecting',
  closeQuestionConfirm: 'Close window',
} as const;
