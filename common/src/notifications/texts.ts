/** The notification texts the server writes: the bell's own are in the web app's catalogue (notifications.json). */
export const notificationTexts = {
  notFound: 'Notification not found',
  unknownNotification: 'Unknown notification',
  /** Who hears of what (issue 36, part 5). */
  unknownEvent: 'Choose events from the list.',
  duplicateEvent: 'An event is chosen twice.',
  paymentForOwnersOnly: 'Only the owner hears of failed payments.',
} as const;
