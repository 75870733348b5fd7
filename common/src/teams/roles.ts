/**
 * The roles of a hotel's (or a chain's) members (issue 36, part 1), from the most to the least allowed:
 * - owner: everything, including billing, deleting the hotel and managing members; exactly one per hotel;
 * - admin: everything but billing, deletion and ownership;
 * - editor: the content (photos, rooms, galleries, descriptions, facilities, templates, tasks, imports, pushes);
 * - viewer: reads what an editor can change and changes nothing.
 */
export const memberRoles = ['owner', 'admin', 'editor', 'viewer'] as const;
export type MemberRole = (typeof memberRoles)[number];

/** The roles an invitation or a role change may give: ownership is handed over, never given. */
export const assignableRoles = ['admin', 'editor', 'viewer'] as const satisfies readonly MemberRole[];
export type AssignableRole = (typeof assignableRoles)[number];

const rank: Record<MemberRole, number> = { viewer: 0, editor: 1, admin: 2, owner: 3 };

/** Whether a member with `role` may do what needs `needed`: each role can do all that the ones below it can. */
export function roleAllows(role: MemberRole, needed: MemberRole): boolean {
  return rank[role] >= rank[needed];
}

export const isMemberRole = (value: unknown): value is MemberRole =>
  typeof value === 'string' && (memberRoles as readonly string[]).includes(value);
