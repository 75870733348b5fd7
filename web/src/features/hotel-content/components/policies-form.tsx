import { useState } from 'react';
import {
  hotelPoliciesSchema,
  policyChoiceNames,
  policyChoices,
  policyRangeNames,
  policyTexts,
  type HotelPolicies,
  type PolicyChoiceName,
} from '@common/content/policies';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api-client';
import { useUnsavedChangesGuard } from '@web/lib/unsaved-changes/use-unsaved-changes-guard';
import { usePolicies } from '../api/get-policies';
import { useSavePolicies } from '../api/save-policies';
import { RoleLockNote, useRoleLock } from '@web/features/teams/role-lock';
import { contentCatalogue, useContentTexts } from '@web/locales/content';
import { PolicyChoiceGroup } from './policy-choice-group';
import { PolicyTimeRange } from './policy-time-range';

/** The schema's messages in the page's German; the server's fields use the same paths ('checkIn.until'). */
const germanMessageKeys: Record<string, 'untilBeforeFrom' | 'invalidTime' | 'invalidChoice'> = {
  [policyTexts.untilBeforeFrom]: 'untilBeforeFrom',
  [policyTexts.invalidTime]: 'invalidTime',
  [policyTexts.invalidChoice]: 'invalidChoice',
};
const germanMessage = (message: string) => {
  const key = germanMessageKeys[message];
  return key ? contentCatalogue(`policies.${key}`) : message;
};

/** A choice's options in the order common/ lists them, each with its label from the content catalogue. */
const labelledOptions = (name: PolicyChoiceName, labels: Record<string, string>) =>
  Object.fromEntries(
    Object.keys(policyChoices[name].options).map((option) => [option, labels[option] ?? option]),
  );

/** Field errors by path, from the shared schema before sending or from the server's 400. */
function fieldErrors(policies: HotelPolicies): Record<string, string> {
  const result = hotelPoliciesSchema.safeParse(policies);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

/**
 * The policies that are one choice each (pets, smoking, parties, children) and the check-in and check-out
 * times, above the policy switches (issue 31, point 6). Saved together with 'Speichern'; what was chosen stays
 * on screen when saving fails.
 */
export function PoliciesForm({ hotelId }: { hotelId: string }) {
  const t = useContentTexts();
  // The channels' English words on the German page, as the hotel's policies will be worded for them; from the
  // catalogue (policyLabels), so a second interface language translates the form. What the preview lists and the
  // generators are told stays common/'s policyChoices.
  const labels = t('policyLabels', { returnObjects: true });
  const policies = usePolicies(hotelId);
  const save = useSavePolicies(hotelId);
  const [draft, setDraft] = useState<HotelPolicies | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  // A viewer reads the policies; changing them is an editor's (issue 36).
  const lock = useRoleLock('editor');
  const shown = draft ?? policies.data ?? null;
  const changed = draft !== null && JSON.stringify(draft) !== JSON.stringify(policies.data);
  useUnsavedChangesGuard(changed);

  if (policies.isPending) {
    return (
      <div role="status" className="py-4 text-sm text-slate-700">
        <Spinner label={t('policies.loading')} />
      </div>
    );
  }
  if (policies.isError || !shown) return <Alert tone="error">{t('policies.loadFailed')}</Alert>;

  const change = (next: HotelPolicies) => {
    setDraft(next);
    setSaved(false);
    setErrors({});
  };
  const submit = async () => {
    if (lock.locked) return;
    const found = fieldErrors(shown);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save.mutateAsync(shown);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
      return;
    }
    setDraft(null);
    setSaved(true);
  };
  const errorOf = (path: string) => (errors[path] ? germanMessage(errors[path]) : undefined);

  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h4 className="font-semibold text-slate-900">{t('policies.title')}</h4>
      <RoleLockNote lock={lock} />
      <div className="grid items-start gap-4 md:grid-cols-2">
        {policyRangeNames.map((name) => (
          <PolicyTimeRange
            key={name}
            legend={labels[name]}
            range={shown[name]}
            errors={{ from: errorOf(`${name}.from`), until: errorOf(`${name}.until`) }}
            disabled={save.isPending}
            lock={lock}
            onChange={(range) => change({ ...shown, [name]: range })}
          />
        ))}
        {policyChoiceNames.map((name) => (
          <PolicyChoiceGroup
            key={name}
            legend={labels[name].label}
            options={labelledOptions(name, labels[name].options)}
            value={shown[name]}
            disabled={save.isPending}
            lock={lock}
            onChange={(value) => change({ ...shown, [name]: value } as HotelPolicies)}
          />
        ))}
      </div>
      {Object.keys(errors).length > 0 ? <Alert tone="error">{t('policies.invalid')}</Alert> : null}
      {save.isError && Object.keys(errors).length === 0 ? (
        <Alert tone="error">{t('policies.saveFailed')}</Alert>
      ) : null}
      {saved ? <Alert tone="success">{t('policies.saved')}</Alert> : null}
      <Button type="submit" disabled={save.isPending || !changed} {...lock.controlProps}>
        {save.isPending ? t('saving') : t('policies.save')}
      </Button>
    </form>
  );
}
