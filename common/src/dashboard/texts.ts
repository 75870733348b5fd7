/**
 * The content score's checklist texts, written by the server (content-score.ts). The dashboard's other texts,
 * the spec's statistics cards among them, are in the web app's catalogue (web/src/locales/en/dashboard.json).
 */

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

export const dashboardTexts = {
  /** The checklist (issue 31, point 9): what each item asks, and its progress ('8 of 10 photos'). */
  checklist: {
    labels: {
      photos: 'Upload photos',
      description: 'Write the hotel description',
      template: 'Create a template',
      channel: 'Connect a channel',
      photosForFullMarks: 'Add photos for full marks',
      roomPhotos: 'Give every room 4 photos',
      categorisedPhotos: "Give every photo a category (not 'Other')",
      amenities: 'Switch on your facilities',
      workingChannels: 'Reconnect your channels',
    },
    units: {
      photos: ['photo', 'photos'],
      characters: ['character', 'characters'],
      templates: ['template', 'templates'],
      channels: ['channel', 'channels'],
      rooms: ['room', 'rooms'],
      facilities: ['facility', 'facilities'],
    },
    progress: (current: number, target: number, [one, many]: readonly [string, string]) =>
      `${current} of ${target} ${plural(target, one, many)}`,
  },
} as const;
