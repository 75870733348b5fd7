import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { newsletterSignupSchema, type NewsletterSignup } from '@common/contact/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/components/ui/cn';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { useSubscribeToNews } from '../api/subscribe-to-news';
import { marketingMessages } from '../content/messages';

// The visitor only types the address; where the form sits (source) is added on sending.
const emailOnlySchema = newsletterSignupSchema.pick({ email: true });
type EmailForm = z.input<typeof emailOnlySchema>;

interface NewsletterFormProps {
  source: NewsletterSignup['source'];
  label: string;
  submitLabel: string;
  className?: string;
}

/** The hero's and the footer's e-mail form; once sent, it gives way to a confirmation naming the address. */
export function NewsletterForm({ source, label, submitLabel, className }: NewsletterFormProps) {
  const subscribe = useSubscribeToNews();
  const [confirmedEmail, setConfirmedEmail] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<EmailForm, unknown, z.output<typeof emailOnlySchema>>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setServerError(null);
    try {
      await subscribe.mutateAsync({ email, source });
      setConfirmedEmail(email);
    } catch (error) {
      const fieldError = error instanceof ApiError ? error.fields.email : undefined;
      if (fieldError) form.setError('email', { message: fieldError });
      else setServerError(errorMessage(error, marketingMessages.newsletterFailed));
    }
  });

  if (confirmedEmail) {
    return (
      <Alert tone="success" className={className}>
        {marketingMessages.newsletterConfirmed(confirmedEmail)}
      </Alert>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className={cn('space-y-3', className)}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <Field label={label} error={form.formState.errors.email?.message}>
            <Input
              type="email"
              autoComplete="email"
              required
              placeholder="name@hotel.com"
              {...form.register('email')}
            />
          </Field>
        </div>
        <Button type="submit" disabled={form.formState.isSubmitting} className="sm:mt-6.5">
          {form.formState.isSubmitting ? 'Sending...' : submitLabel}
        </Button>
      </div>
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
    </form>
  );
}
