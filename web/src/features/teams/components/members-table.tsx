import { assignableRoles, type AssignableRole } from '@common/teams/roles';
import type { TeamMemberView, TeamView } from '@common/teams/schemas';
import { Button } from '@web/components/ui/button';
import { formatterFor } from '@web/lib/format/formatter';
import { useTeamTexts } from '@web/locales/teams';
import { hotelNames, memberLabel } from './member-label';
import { selectClass } from './select-class';

const formatter = formatterFor('en');

interface MembersTableProps {
  team: TeamView;
  /** The member whose role is being changed, if any: their select waits. */
  changingUserId: string | null;
  onRoleChange(member: TeamMemberView, role: AssignableRole): void;
  /** 'Change hotels' of a chain member the user may manage. */
  onChangeHotels(member: TeamMemberView): void;
  onRemove(member: TeamMemberView): void;
  onLeave(): void;
}

/**
 * The team's members: name, e-mail, role (a select where the user may change it), the hotels of a chain member
 * (with 'Change hotels' where the user may change them), when they were last active, and 'Remove' (or 'Leave
 * team' on the user's own row).
 */
export function MembersTable({
  team,
  changingUserId,
  onRoleChange,
  onChangeHotels,
  onRemove,
  onLeave,
}: MembersTableProps) {
  const t = useTeamTexts();
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table aria-label={t('members.label')} className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('members.name')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('members.email')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('members.role')}
            </th>
            {team.isChain ? (
              <th scope="col" className="px-4 py-3 font-medium">
                {t('members.hotels')}
              </th>
            ) : null}
            <th scope="col" className="whitespace-nowrap px-4 py-3 font-medium">
              {t('members.lastActive')}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              {t('members.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {team.members.map((member) => (
            <tr key={member.userId}>
              <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                {member.name || (
                  <span className="font-normal italic text-slate-600">{t('members.noName')}</span>
                )}
                {member.isYou ? (
                  <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">
                    {t('members.you')}
                  </span>
                ) : null}
              </th>
              <td className="break-all px-4 py-3 text-slate-700">{member.email}</td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-800">
                {member.manageable && member.role !== 'owner' ? (
                  <select
                    className={selectClass}
                    aria-label={t('members.roleOf', { name: memberLabel(member) })}
                    value={member.role}
                    disabled={changingUserId === member.userId}
                    onChange={(event) => onRoleChange(member, event.target.value as AssignableRole)}
                  >
                    {assignableRoles.map((role) => (
                      <option key={role} value={role}>
                        {t(`roles.${role}`)}
                      </option>
                    ))}
                  </select>
                ) : (
                  t(`roles.${member.role}`)
                )}
              </td>
              {team.isChain ? (
                <td className="px-4 py-3 text-slate-700">
                  <div className="flex min-w-40 flex-wrap items-center gap-x-2 gap-y-1">
                    <span>
                      {member.allHotels || member.role === 'owner'
                        ? t('members.allHotels')
                        : hotelNames(member.hotels)}
                    </span>
                    {member.manageable && member.role !== 'owner' && !member.isYou ? (
                      <Button
                        variant="outline"
                        size="sm"
                        className="whitespace-nowrap"
                        aria-label={t('members.changeHotelsOf', { name: memberLabel(member) })}
                        onClick={() => onChangeHotels(member)}
                      >
                        {t('members.changeHotels')}
                      </Button>
                    ) : null}
                  </div>
                </td>
              ) : null}
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                {member.lastActiveAt ? formatter.recentDate(member.lastActiveAt) : t('members.never')}
              </td>
              <td className="px-4 py-3">
                <div className="flex justify-end gap-1">
                  {member.manageable ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('members.removeMember', { name: memberLabel(member) })}
                      onClick={() => onRemove(member)}
                    >
                      {t('members.remove')}
                    </Button>
                  ) : null}
                  {member.isYou && member.role !== 'owner' ? (
                    <Button variant="ghost" size="sm" onClick={onLeave}>
                      {t('members.leave')}
                    </Button>
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
