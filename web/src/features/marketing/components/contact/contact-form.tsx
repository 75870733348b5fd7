import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ContactMessage } from '@common/contact/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input, Textarea } from '@web/components/ui/input';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { messagesByField } from '@web/lib/field-errors';
import { focusFirstInvalid } from '@web/lib/focus-first-invalid';
import { useContactTexts } from '@web/locales/contact';
import { useSendContactMessage } from '../../api/send-contact-message';

const fieldNames = ['name', 'email', 'message'] as const;
const emptyForm: ContactMessage = { name: '', email: '', message: '' };

/**
 * The contact form. The shared schema checks it here and on the server; field errors from either side
 * appear under their field, anything else above the button.
 */
export function ContactForm() {
  const t = useContactTexts();
  const send = useSendContactMessage();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(emptyForm);
  const [errors, setErrors] = useState<Partial<Record<keyof ContactMessage, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [failedChecks, setFailedChecks] = useState(0);
  useEffect(() => {
    if (failedChecks > 0) focusFirstInvalid(formRef.current);
  }, [failedChecks]);

  const change = (name: keyof ContactMessage, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    setSubmitting(true);
    try {
      // The shared schema (and zod with it) loads on the first submit, not with the page (docs/decisions/006).
      const { contactMessageSchema } = await import('@common/contact/schemas');
      const parsed = contactMessageSchema.safeParse(values);
      if (!parsed.success) {
        setErrors(messagesByField(parsed.error));
        setFailedChecks((count) => count + 1);
        return;
      }
      setErrors({});
      await send.mutateAsync(parsed.data);
      setValues(emptyForm);
      setOutcome({ tone: 'success', text: t('form.sent') });
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      const fieldErrors = Object.fromEntries(
        fieldNames.filter((name) => fields[name]).map((name) => [name, fields[name]]),
      );
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length > 0) setFailedChecks((count) => count + 1);
      setOutcome({ tone: 'error', text: errorMessage(error, t('form.failed')) });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-5">
      <Field label={t('form.name')} error={errors.name}>
        <Input
          autoComplete="name"
          required
          value={values.name}
          onChange={(event) => change('name', event.target.value)}
        />
      </Field>
      <Field label={t('form.email')} error={errors.email}>
        <Input
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={(event) => change('email', event.target.value)}
        />
      </Field>
      <Field label={t('form.message')} error={errors.message}>
        <Textarea
          rows={6}
          required
          value={values.message}
          onChange={(event) => change('message', event.target.value)}
        />
      </Field>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto">
        {submitting ? t('form.sending') : t('form.send')}
      </Button>
    </form>
  );
}
