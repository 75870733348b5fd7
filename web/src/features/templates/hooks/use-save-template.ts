import { useState } from 'react';
import { templateInputSchema, type TemplateInput } from '@common/templates/schemas';
import { ApiError } from '@web/lib/api-client';
import { messagesByField } from '@web/lib/field-errors';
import { useTemplateTexts } from '@web/locales/templates';
import { useCreateTemplate } from '../api/create-template';
import { useUpdateTemplate } from '../api/update-template';

export interface SaveFailure {
  /** The spec's text. */
  message: string;
  /** What the server said went wrong, when it says more than the fields show (not found, no connection). */
  detail: string | null;
}

/**
 * Saves the editor's template in one request (POST when new, PUT when it has an id), after the same check the
 * server makes, so a missing name or an end before the start is shown at its field without a round trip.
 */
export function useSaveTemplate(hotelId: string, templateId: string | null) {
  const t = useTemplateTexts();
  const create = useCreateTemplate(hotelId);
  const update = useUpdateTemplate(hotelId);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<SaveFailure | null>(null);

  /** Whether the template was saved; the list and the calendar have read it again by then. */
  const save = async (template: TemplateInput): Promise<boolean> => {
    setFailure(null);
    const checked = templateInputSchema.safeParse(template);
    if (!checked.success) {
      setFieldErrors(messagesByField(checked.error));
      return false;
    }
    setFieldErrors({});
    try {
      if (templateId) await update.mutateAsync({ templateId, template });
      else await create.mutateAsync(template);
      return true;
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      setFieldErrors(fields);
      const speaks =
        error instanceof ApiError && error.code !== 'internal' && Object.keys(fields).length === 0;
      setFailure({ message: t('editor.saveFailed'), detail: speaks ? error.message : null });
      return false;
    }
  };

  return { save, saving: create.isPending || update.isPending, fieldErrors, failure };
}
