import { LoaderCircle, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { ApiRequestError } from '../../lib/api-client.ts';
import { toast } from '../../toast/toast-store.ts';
import { sendContactMessage } from './send-contact-message.ts';

const empty = { firstName: '', lastName: '', email: '', subject: '', message: '' };
type Fields = typeof empty;

const inputClass = 'h-11 w-full rounded-lg border border-border bg-background px-3 text-base';

/** The contact form shared by the home page, /contact, /faq and /support. */
export function ContactForm() {
  const [fields, setFields] = useState<Fields>(empty);
  const [website, setWebsite] = useState('');
  const [sending, setSending] = useState(false);
  const id = useId();
  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  return (
    <form
      noValidate
      aria-label="Contact form"
      className="grid gap-4"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!fields.email.trim() || !fields.message.trim()) {
          toast({
            title: 'Validation Error',
            description: 'Please provide at least your email and message.',
            variant: 'destructive',
          });
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
          const fieldMessage =
            error instanceof ApiRequestError && (error.status === 400 || error.status === 429)
              ? error.message
              : undefined;
          toast({
            title: 'Error',
            description:
              fieldMessage ?? 'There was an error sending your message. Please try again.',
            variant: 'destructive',
          });
        } finally {
          setSending(false);
        }
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-first`} label="First name">
          <input
            id={`${id}-first`}
            className={inputClass}
            autoComplete="given-name"
            value={fields.firstName}
            onChange={set('firstName')}
            maxLength={100}
          />
        </Field>
        <Field id={`${id}-last`} label="Last name">
          <input
            id={`${id}-last`}
            className={inputClass}
            autoComplete="family-name"
            value={fields.lastName}
            onChange={set('lastName')}
            maxLength={100}
          />
        </Field>
      </div>
      <Field id={`${id}-email`} label="Email" required>
        <input
          id={`${id}-email`}
          type="email"
          className={inputClass}
          autoComplete="email"
          required
          value={fields.email}
          onChange={set('email')}
          maxLength={254}
        />
      </Field>
      <Field id={`${id}-subject`} label="Subject">
        <input
          id={`${id}-subject`}
          className={inputClass}
          value={fields.subject}
          onChange={set('subject')}
          maxLength={200}
        />
      </Field>
      <Field id={`${id}-message`} label="Message" required>
        <textarea
          id={`${id}-message`}
          className="min-h-36 w-full rounded-lg border border-border bg-background px-3 py-2 text-base"
          required
          value={fields.message}
          onChange={set('message')}
          maxLength={5_000}
        />
      </Field>
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
      <button
        type="submit"
        className="btn-primary h-11 justify-self-start px-6 text-base"
        disabled={sending}
      >
        {sending ? (
          <>
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> Sending...
          </>
        ) : (
          <>
            <Send className="size-4" aria-hidden="true" /> Send Message
          </>
        )}
      </button>
    </form>
  );
}

function Field({
  id,
  label,
  required,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {required ? <span className="text-muted-foreground"> (required)</span> : null}
      </label>
      {children}
    </div>
  );
}
