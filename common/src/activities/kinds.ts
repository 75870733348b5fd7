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
] as const;
export type ActivityKind = (typeof activityKinds)[number];
