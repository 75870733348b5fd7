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
  hints: {
    addPhotos: (count: number) => `Add ${count} more ${plural(count, 'photo', 'photos')}`,
    addPhotosForFullMarks: (count: number) =>
      `Add ${count} more ${plural(count, 'photo', 'photos')} for full marks (25 or more)`,
    roomsWithoutPhotos: (count: number) => `${count} ${plural(count, 'room has', 'rooms have')} no photo`,
    roomsWithFewPhotos: (count: number, target: number) =>
      `${count} ${plural(count, 'room has', 'rooms have')} fewer than ${target} photos`,
    categorisePhotos: (count: number) =>
      `Give ${count} ${plural(count, 'photo', 'photos')} a category (now 'Other')`,
    writeDescription: (length: number) => `Write the hotel description (${length} characters or more)`,
    lengthenDescription: (count: number) =>
      `Add ${count} more ${plural(count, 'character', 'characters')} to the hotel description`,
    addAmenities: (count: number, current: number) =>
      `Switch on ${count} more ${plural(count, 'facility', 'facilities')} (${current} so far)`,
    reconnectChannels: (count: number) =>
      `${count} ${plural(count, 'channel needs', 'channels need')} reconnecting`,
    connectChannel: (available: number) => `Connect your first channel (${available} available)`,
    createTemplate: 'Create your first template',
  },
} as const;
