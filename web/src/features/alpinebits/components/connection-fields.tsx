import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { alpineBitsLimits } from '@common/alpinebits/limits';
import { useAlpineBitsTexts } from '@web/locales/alpinebits';
import type { RoleLock } from '@web/features/teams/role-lock';
import type { ConnectionForm } from '../hooks/use-connection-form';

interface ConnectionFieldsProps {
  form: ConnectionForm;
  /** A password is stored: the empty field keeps it. */
  passwordStored: boolean;
  /** Read-only for a role that may not change the connection (issue 36). */
  lock: RoleLock;
}

/** Server URL, username, password and hotel code, each with its message under it. */
export function ConnectionFields({ form, passwordStored, lock }: ConnectionFieldsProps) {
  const t = useAlpineBitsTexts();
  const { draft, errors } = form;
  return (
    <div className="space-y-4">
      <Field label={t('dialog.serverUrl')} error={errors.serverUrl}>
        {/* The dialog opens on its first field rather than on its close button. */}
        <Input
          autoFocus
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          placeholder={t('dialog.serverUrlPlaceholder')}
          maxLength={alpineBitsLimits.serverUrlMaxLength}
          value={draft.serverUrl}
          onChange={(event) => form.changeField('serverUrl', event.target.value)}
          {...lock.fieldProps}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('dialog.username')} error={errors.username}>
          <Input
            autoComplete="off"
            spellCheck={false}
            maxLength={alpineBitsLimits.usernameMaxLength}
            value={draft.username}
            onChange={(event) => form.changeField('username', event.target.value)}
            {...lock.fieldProps}
          />
        </Field>
        {/* The stored password never comes back to the browser: the field starts empty and keeps it so. */}
        <Field
          label={t('dialog.password')}
          error={errors.password}
          hint={passwordStored ? t('dialog.passwordKept') : undefined}
        >
          <Input
            type="password"
            autoComplete="new-password"
            maxLength={alpineBitsLimits.passwordMaxLength}
            value={draft.password}
            onChange={(event) => form.changeField('password', event.target.value)}
            {...lock.fieldProps}
          />
        </Field>
      </div>
      <Field label={t('dialog.hotelCode')} error={errors.hotelCode} hint={t('dialog.hotelCodeHint')}>
        <Input
          autoComplete="off"
          spellCheck={false}
          maxLength={alpineBitsLimits.hotelCodeMaxLength}
          value={draft.hotelCode}
          onChange={(event) => form.changeField('hotelCode', event.target.value)}
          {...lock.fieldProps}
        />
      </Field>
    </div>
  );
}
