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
  // Not in the spec: edits with their values before and after (issue 36, part 4).
  'room_update',
  'gallery_update',
  'template_update',
  'policies_update',
  // Not in the spec: the team (issue 36, part 4).
  'member_invited',
  'invitation_revoked',
  'member_joined',
  'member_role_changed',
  'member_hotels_changed',
  'member_removed',
  'ownership_transferred',
] as const;
export type ActivityKind = (typeof activityKinds)[number];
