/** The marketplace the import reads from (spec: 'Import Your {host} Data', the {host} of the import texts). */
export const importHost = 'Booking.com';

/** The import's texts, as spec part 1 spells them (sections 2, 5 and 8); the rest are ours. */
export const importTexts = {
  invalidUrl: `Please enter a valid ${importHost} property URL.`,
  missingUrl: `Please provide a valid ${importHost} property URL.`,
  hotelNotFound: 'Hotel not found. Please check the URL and try again.',
  tooManyRequests: 'Too many requests. Please try again in a few minutes.',
  accessDenied: 'API access denied. Please check your API key.',
  invalidKey: 'Invalid API key. Please check your configuration.',
  noData: `No data received from ${importHost} API`,
  fetchFailed: 'Failed to fetch hotel data',
  importFailed: 'Failed to import data. Please try again.',
  createHotelFailed: 'Failed to create hotel.',
  /** A progress item that was still importing when the import failed. */
  itemFailed: 'Import failed',
  notConfigured: `Import from ${importHost} is not configured on this server. You can skip this step and add your content later.`,
  alreadyRunning: 'An import is already running for this hotel. Please wait until it has finished.',
  importNotFound: 'Import not found',
} as const;
