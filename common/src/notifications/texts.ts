/** The notification texts the server writes: the bell's own are in the web app's catalogue (notifications.json). */
export const notificationTexts = {
  notFound: 'Notification not found',
  unknownNotification: 'Unknown notification',
} as const;
