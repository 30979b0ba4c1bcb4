import { Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { SavedAnswer } from '../../../../shared/admin/message-thread.ts';
import { ErrorNote } from '../../../components/admin/error-note.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { toast } from '../../../toast/toast-store.ts';
import { useDeleteAnswer, useSaveAnswer, useSavedAnswers } from '../api/saved-answers.ts';

type FieldErrors = { title?: string; body?: string; form?: string };

function errorsOf(failure: Error): FieldErrors {
  if (!(failure instanceof ApiRequestError)) return { form: failure.message };
  const fields = failure.fieldErrors ?? {};
  if (!fields.title && !fields.body) return { title: failure.message };
  return { title: fields.title?.[0], body: fields.body?.[0] };
}

/** The form that adds a saved answer, or edits the one picked from the list. */
function AnswerForm({ editing, onDone }: { editing?: SavedAnswer; onDone: () => void }) {
  const [title, setTitle] = useState(editing?.title ?? '');
  const [body, setBody] = useState(editing?.body ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveAnswer();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    save.mutate(
      { id: editing?.id, title, body },
      {
        onSuccess: (saved) => {
          toast({ title: 'Answer saved', description: `“${saved.title}” is ready to reply with.` });
          setTitle('');
          setBody('');
          onDone();
        },
        onError: (failure) => setErrors(errorsOf(failure)),
      },
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-4 rounded-xl border border-border p-4">
      <h3 className="font-semibold">{editing ? `Edit “${editing.title}”` : 'New saved answer'}</h3>
      <FormField label="Title" error={errors.title}>
        <TextInput value={title} onChange={(event) => setTitle(event.target.value)} />
      </FormField>
      <FormField label="Answer" error={errors.body}>
        <TextArea value={body} onChange={(event) => setBody(event.target.value)} />
      </FormField>
      {errors.form ? <p role="alert">{errors.form}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={save.isPending} busyLabel="Saving...">
          Save answer
        </Button>
        {editing ? (
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** Answers to common questions, kept on the Messages screen for the reply box to start from. */
export function SavedAnswersPanel() {
  const answers = useSavedAnswers();
  const remove = useDeleteAnswer();
  const [editing, setEditing] = useState<SavedAnswer>();
  return (
    <section aria-labelledby="saved-answers" className="grid gap-4">
      <div>
        <h2 id="saved-answers" className="text-lg font-semibold">
          Saved answers
        </h2>
        <p className="text-sm text-muted-foreground">
          Answers to common questions; a reply can start from one and be changed before sending.
        </p>
      </div>
      {answers.isError ? <ErrorNote error={answers.error} what="The saved answers" /> : null}
      {answers.data?.answers.length === 0 ? (
        <p className="text-sm text-muted-foreground">No saved answers yet.</p>
      ) : null}
      <ul className="grid gap-3">
        {answers.data?.answers.map((answer) => (
          <li key={answer.id} className="grid gap-2 rounded-xl border border-border p-4">
            <h3 className="font-semibold break-words">{answer.title}</h3>
            <p className="line-clamp-3 text-sm whitespace-pre-wrap break-words text-muted-foreground">
              {answer.body}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                icon={<Pencil className="size-4" />}
                aria-label={`Edit ${answer.title}`}
                onClick={() => setEditing(answer)}
              >
                Edit
              </Button>
              <ConfirmButton
                variant="destructive"
                icon={<Trash2 className="size-4" />}
                aria-label={`Delete ${answer.title}`}
                question={`Delete the saved answer “${answer.title}”?`}
                detail="Replies already sent with it stay as they are."
                confirmLabel="Delete answer"
                onConfirm={() =>
                  remove.mutate(answer.id, {
                    onError: (failure) =>
                      toast({
                        title: 'Error',
                        description: failure.message,
                        variant: 'destructive',
                      }),
                  })
                }
              >
                Delete
              </ConfirmButton>
            </div>
          </li>
        ))}
      </ul>
      <AnswerForm
        key={editing?.id ?? 'new'}
        editing={editing}
        onDone={() => setEditing(undefined)}
      />
    </section>
  );
}
