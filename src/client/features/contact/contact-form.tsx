import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { contactMaxLength } from '../../../shared/contact-limits.ts';
import { EMAIL_MAX_LENGTH } from '../../../shared/email.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { TextArea } from '../../components/ui/text-area.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { toast } from '../../toast/toast-store.ts';
import {
  type ContactFieldErrors,
  type ContactFields,
  checkContactFields,
  loadContactSchema,
} from './contact-fields.ts';
import { sendContactMessage } from './send-contact-message.ts';

const empty: ContactFields = { firstName: '', lastName: '', email: '', subject: '', message: '' };

const showError = (title: string, description: string) =>
  toast({ title, description, variant: 'destructive' });

/** The contact form shared by the home page, /contact, /faq and /support. */
export function ContactForm() {
  const [fields, setFields] = useState(empty);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [website, setWebsite] = useState('');
  const [sending, setSending] = useState(false);
  const id = useId();
  const bind = (name: keyof ContactFields) => ({
    value: fields[name],
    onChange: (event: { target: { value: string } }) => {
      setFields((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const send = async () => {
    const found = await checkContactFields(fields);
    setErrors(found.fieldErrors);
    if (found.toast) {
      showError('Validation Error', found.toast);
      return;
    }
    setSending(true);
    try {
      await sendContactMessage({ ...fields, website });
      toast({
        title: 'Message Sent',
        description: "Thank you for your message. We'll get back to you soon!",
        variant: 'success',
      });
      setFields(empty);
    } catch (error) {
      const known = error instanceof ApiRequestError && [400, 429].includes(error.status);
      if (known && error.fieldErrors) setErrors(firstMessages(error.fieldErrors));
      showError(
        'Error',
        known ? error.message : 'There was an error sending your message. Please try again.',
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      noValidate
      aria-label="Contact form"
      className="grid gap-4"
      // Fetch the checking rules while the visitor types, so sending does not wait for them.
      onFocus={() => void loadContactSchema()}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName}>
          <TextInput
            autoComplete="given-name"
            maxLength={contactMaxLength.firstName}
            {...bind('firstName')}
          />
        </FormField>
        <FormField label="Last name" error={errors.lastName}>
          <TextInput
            autoComplete="family-name"
            maxLength={contactMaxLength.lastName}
            {...bind('lastName')}
          />
        </FormField>
      </div>
      <FormField label="Email" required error={errors.email}>
        <TextInput
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          {...bind('email')}
        />
      </FormField>
      <FormField label="Subject" error={errors.subject}>
        <TextInput maxLength={contactMaxLength.subject} {...bind('subject')} />
      </FormField>
      <FormField label="Message" required error={errors.message}>
        <TextArea maxLength={contactMaxLength.message} {...bind('message')} />
      </FormField>
      {/* Hidden from people and assistive tech; bots that fill every field give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website</label>
        <input
          id={`${id}-website`}
          tabIndex={-1}
          autoComplete="off"
          value={website}
          onChange={(event) => setWebsite(event.target.value)}
        />
      </div>
      <Button
        type="submit"
        className="h-11 justify-self-start px-6 text-base"
        busy={sending}
        busyLabel="Sending..."
        icon={<Send className="size-4" />}
      >
        Send Message
      </Button>
    </form>
  );
}

/** The server's field errors (zod, one list per field), first message of each. */
function firstMessages(fieldErrors: Record<string, string[]>): ContactFieldErrors {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, messages]) => [field, messages[0]]),
  );
}
