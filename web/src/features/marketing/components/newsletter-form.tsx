import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { NewsletterSignup } from '@common/contact/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/components/ui/cn';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { focusFirstInvalid } from '@web/lib/focus-first-invalid';
import { useSubscribeToNews } from '../api/subscribe-to-news';
import { useSiteTexts } from '@web/locales/site';
import { messagesByField } from '@web/lib/field-errors';

interface NewsletterFormProps {
  source: NewsletterSignup['source'];
  label: string;
  submitLabel: string;
  className?: string;
}

/** The hero's and the footer's e-mail form; once sent, it gives way to a confirmation naming the address. */
export function NewsletterForm({ source, label, submitLabel, className }: NewsletterFormProps) {
  const t = useSiteTexts();
  const subscribe = useSubscribeToNews();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [checking, setChecking] = useState(false);
  const [confirmedEmail, setConfirmedEmail] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [failedChecks, setFailedChecks] = useState(0);
  useEffect(() => {
    if (failedChecks > 0) focusFirstInvalid(formRef.current);
  }, [failedChecks]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    setChecking(true);
    try {
      // The shared schema (and zod with it) loads on the first submit, not with the page (docs/decisions/006).
      const { newsletterSignupSchema } = await import('@common/contact/schemas');
      // The visitor only types the address; where the form sits (source) is added on sending.
      const parsed = newsletterSignupSchema.safeParse({ email, source });
      if (!parsed.success) {
        setEmailError(messagesByField(parsed.error).email);
        setFailedChecks((count) => count + 1);
        return;
      }
      setEmailError(undefined);
      await subscribe.mutateAsync(parsed.data);
      setConfirmedEmail(parsed.data.email);
    } catch (error) {
      const fieldError = error instanceof ApiError ? error.fields.email : undefined;
      if (fieldError) {
        setEmailError(fieldError);
        setFailedChecks((count) => count + 1);
      } else setServerError(errorMessage(error, t('newsletter.failed')));
    } finally {
      setChecking(false);
    }
  };

  if (confirmedEmail) {
    return (
      <Alert tone="success" className={className}>
        {t('newsletter.confirmed', { email: confirmedEmail })}
      </Alert>
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className={cn('space-y-3', className)}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <Field label={label} error={emailError}>
            <Input
              type="email"
              autoComplete="email"
              required
              placeholder={t('newsletter.placeholder')}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setEmailError(undefined);
              }}
            />
          </Field>
        </div>
        <Button type="submit" disabled={checking} className="sm:mt-6.5">
          {checking ? t('newsletter.sending') : submitLabel}
        </Button>
      </div>
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
    </form>
  );
}
