import {
  ArchiveRestore,
  Building2,
  FileText,
  ImageMinus,
  ImagePlus,
  LayoutTemplate,
  Link2,
  Link2Off,
  Send,
  ToggleLeft,
  ToggleRight,
  Trash2,
  UserCog,
  UserMinus,
  UserPlus,
  UserCheck,
  KeyRound,
  MailX,
  type LucideIcon,
} from 'lucide-react';
import type { ActivityKind } from '@common/activities/kinds';
import { Alert } from '@web/components/ui/alert';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { formatterFor } from '@web/lib/format/formatter';
import { sharedText } from '@web/lib/i18n/shared-text';
import { relativeTime } from '@web/lib/relative-time';
import { useActivityTexts } from '@web/locales/activities';
import { useRecentActivities } from '../api/get-activities';

const icons: Record<ActivityKind, LucideIcon> = {
  ota_connect: Link2,
  ota_disconnect: Link2Off,
  asset_upload: ImagePlus,
  asset_delete: ImageMinus,
  template_create: LayoutTemplate,
  description_update: FileText,
  feature_enable: ToggleRight,
  feature_disable: ToggleLeft,
  trash_restore: ArchiveRestore,
  trash_delete: Trash2,
  alpinebits_push: Send,
  member_invited: UserPlus,
  invitation_revoked: MailX,
  member_joined: UserCheck,
  member_role_changed: UserCog,
  member_removed: UserMinus,
  ownership_transferred: KeyRound,
};

/** The hotel's activity log, newest first: what the team changed lately. */
export function RecentActivity({ hotelId }: { hotelId: string }) {
  const t = useActivityTexts();
  const activities = useRecentActivities(hotelId);

  return (
    <Card className="p-6">
      <h3 className="text-lg font-semibold text-slate-900">{t('title')}</h3>
      <div className="mt-4">
        {activities.isPending ? (
          <Spinner label={t('loading')} />
        ) : activities.isError ? (
          <Alert tone="error">{t('loadFailed')}</Alert>
        ) : activities.data.length === 0 ? (
          <p className="text-sm text-slate-600">{t('empty')}</p>
        ) : (
          <ul className="space-y-3" aria-label={t('title')}>
            {activities.data.map((activity) => {
              const Icon = icons[activity.kind] ?? Building2;
              return (
                <li key={activity.id} className="flex items-start gap-3">
                  <span className="mt-0.5 rounded-md bg-brand-50 p-1.5 text-brand-700">
                    <Icon className="size-4" aria-hidden="true" />
                  </span>
                  <div className="min-w-0">
                    {/* Stored in English at the time of the action (common/src/activities/texts.ts); a second
                        language reads it back to its text by its words, titles stored before those texts too. */}
                    <p className="break-words text-sm text-slate-900">{sharedText(activity.title)}</p>
                    <p className="text-xs text-slate-600">
                      <time
                        dateTime={activity.createdAt}
                        title={formatterFor('en').dateTime(activity.createdAt)}
                      >
                        {relativeTime(activity.createdAt, new Date())}
                      </time>
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Card>
  );
}
