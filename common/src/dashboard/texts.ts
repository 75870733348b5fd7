/** The dashboard's texts: the spec's (part 1, sections 2 and 8) exactly as written, and the content score's. */

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

export const dashboardTexts = {
  cards: {
    activeProperties: 'Active Properties',
    connectedOtas: 'Connected OTAs',
    contentUpdates: 'Content Updates',
  },
  vsLastMonth: 'vs last month',
  loadFailed: 'Failed to load dashboard statistics',
  noStatistics: 'No statistics available',
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
