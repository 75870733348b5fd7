/** Limits stated once; the server schemas, the database and the client forms all read them here. */
export const limits = {
  passwordMinLength: 8,
  passwordMaxLength: 128,
  emailMaxLength: 254,
  nameMaxLength: 120,
  phoneMaxLength: 30,
  hotelNameMaxLength: 200,
  websiteMaxLength: 500,
  addressMaxLength: 300,
  messageMaxLength: 5000,
  assetNameMaxLength: 200,
  assetTagMaxLength: 50,
  /** A library search longer than any name or tag finds nothing, but is still taken as text, not refused. */
  assetSearchMaxLength: 10_000,
  /** Largest JSON body the API accepts. */
  jsonBodyBytes: 1024 * 1024,
  /** Largest uploaded image (profile photos, assets). */
  uploadBytes: 10 * 1024 * 1024,
} as const;
