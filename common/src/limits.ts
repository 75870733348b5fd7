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
  /** Tags one asset carries at most. */
  assetTagsMax: 30,
  /** A library search longer than any name or tag finds nothing, but is still taken as text, not refused. */
  assetSearchMaxLength: 10_000,
  roomNameMaxLength: 120,
  roomTypeMaxLength: 50,
  /** The room image editor shows its 'Add Image' tile while fewer are in the room (spec part 2, section 9). */
  roomGalleryMaxImages: 50,
  /** The hotel gallery links every image of the library when it starts, so it is bounded by the library. */
  hotelGalleryMaxImages: 10_000,
  /** Typed descriptions; generated ones are cut at 4000 characters (aiLimits). */
  descriptionMaxChars: 20_000,
  areaTextMaxChars: 5_000,
  /** A photo's caption and alt text (issue 37), per language. */
  photoCaptionMaxLength: 300,
  photoAltTextMaxLength: 300,
  templateNameMaxLength: 200,
  /** The editor's 'Usage' text. */
  templateUsageMaxChars: 5_000,
  templateTagsMax: 30,
  templateTagMaxLength: 50,
  /** A template names its images; a set of campaign images, not a library. */
  templateImagesMax: 100,
  /** Images one bulk action of the library (category, tags, add to a room or template) takes at once. */
  assetBulkMax: 1_000,
  /** Largest JSON body the API accepts. */
  jsonBodyBytes: 1024 * 1024,
  /** Largest uploaded image (profile photos, assets). */
  uploadBytes: 10 * 1024 * 1024,
} as const;
