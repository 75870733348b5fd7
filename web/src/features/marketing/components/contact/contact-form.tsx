import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { contactMessageSchema, type ContactMessage } from '@common/contact/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input, Textarea } from '@web/components/ui/input';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { useSendContactMessage } from '../../api/send-contact-message';
import { marketingMessages } from '../../content/messages';

type ContactForm = z.input<typeof contactMessageSchema>;
const fieldNames = ['name', 'email', 'message'] as const;
const emptyForm: ContactForm = { name: '', email: '', message: '' };

/**
 * The contact form. The shared schema checks it here and on the server; field errors from either side
 * appear under their field, anything else above the button.
 */
export function ContactForm() {
  const send = useSendContactMessage();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const form = useForm<ContactForm, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: emptyForm,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (message) => {
    setOutcome(null);
    try {
      await send.mutateAsync(message);
      form.reset(emptyForm);
      setOutcome({ tone: 'success', text: marketingMessages.contactSent });
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      for (const name of fieldNames) {
        const fieldError = fields[name];
        if (fieldError) form.setError(name, { message: fieldError });
      }
      setOutcome({ tone: 'error', text: errorMessage(error, marketingMessages.contactFailed) });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <Field label="Name" error={errors.name?.message}>
        <Input autoComplete="name" required {...form.register('name')} />
      </Field>
      <Field label="E-mail" error={errors.email?.message}>
        <Input type="email" autoComplete="email" required {...form.register('email')} />
      </Field>
      <Field label="Message" error={errors.message?.message}>
        <Textarea rows={6} required {...form.register('message')} />
      </Field>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? 'Sending...' : 'Send message'}
      </Button>
    </form>
  );
}
