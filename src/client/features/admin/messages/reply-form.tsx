import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { SelectInput } from '../../../components/ui/select-input.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { toast } from '../../../toast/toast-store.ts';
import { useSendReply } from '../api/message-thread.ts';
import { useSavedAnswers } from '../api/saved-answers.ts';

/**
 * The reply box on a message's page: a saved answer can start it, the text is the owner's to
 * change, and Send reply mails it with the visitor's question quoted.
 */
export function ReplyForm({ messageId, email }: { messageId: number; email: string }) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const answers = useSavedAnswers();
  const send = useSendReply();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(undefined);
    send.mutate(
      { id: messageId, body },
      {
        onSuccess: () => {
          setBody('');
          toast({ title: 'Reply sent', description: `Your answer is on its way to ${email}.` });
        },
        onError: (failure) =>
          setError(
            failure instanceof ApiRequestError
              ? (failure.fieldErrors?.body?.[0] ?? failure.message)
              : failure.message,
          ),
      },
    );
  }

  const saved = answers.data?.answers ?? [];
  return (
    <form onSubmit={submit} className="grid gap-4 rounded-xl border border-border bg-card p-5">
      <h2 className="text-lg font-semibold">Reply</h2>
      {saved.length > 0 ? (
        <FormField label="Start from a saved answer">
          <SelectInput
            value=""
            onChange={(event) => {
              const picked = saved.find((answer) => String(answer.id) === event.target.value);
              if (picked) setBody(picked.body);
            }}
          >
            <option value="">Choose an answer…</option>
            {saved.map((answer) => (
              <option key={answer.id} value={answer.id}>
                {answer.title}
              </option>
            ))}
          </SelectInput>
        </FormField>
      ) : null}
      <FormField
        label="Your reply"
        hint={`Sent to ${email} with their message quoted; their answer comes to the support address.`}
        error={error}
      >
        <TextArea value={body} onChange={(event) => setBody(event.target.value)} />
      </FormField>
      <Button
        type="submit"
        className="justify-self-start"
        icon={<Send className="size-4" />}
        busy={send.isPending}
        busyLabel="Sending..."
      >
        Send reply
      </Button>
    </form>
  );
}
