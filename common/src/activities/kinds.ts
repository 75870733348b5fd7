/** Activity kinds (spec part 1, section 3; part 2, section 3). */
export const activityKinds = [
  'ota_connect',
  'ota_disconnect',
  'asset_delete',
  'asset_upload',
  'template_create',
  'description_update',
  'feature_enable',
  'feature_disable',
  // Not in the spec: the trash (issue 31, point 4) logs a restore and a permanent delete like other deletes.
  'trash_restore',
  'trash_delete',
  // Not in the spec: a push of the hotel's content through AlpineBits asked for on /ota (issue 33).
  'alpinebits_push',
] as const;
export type ActivityKind = (typeof activityKinds)[number];
