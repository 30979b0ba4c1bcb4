import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { AddPasskeyRequestSchema } from '../../../../shared/admin/second-factor.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { toast } from '../../../toast/toast-store.ts';
import { useAddPasskey } from '../api/second-factor.ts';

const nameField = AddPasskeyRequestSchema.shape.name;

/** A name for the new passkey, then the browser makes it (fingerprint, face, PIN or key). */
export function AddPasskeyForm({
  onRecoveryCodes,
}: {
  onRecoveryCodes: (codes: string[]) => void;
}) {
  const add = useAddPasskey();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = nameField.safeParse(name);
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setError(undefined);
    add.mutate(checked.data, {
      onSuccess: (changed) => {
        setName('');
        toast({ title: `Passkey “${checked.data}” added`, variant: 'success' });
        if (changed.recoveryCodes) onRecoveryCodes(changed.recoveryCodes);
      },
      onError: (refused) => {
        const fields = refused instanceof ApiRequestError ? refused.fieldErrors : undefined;
        setError(fields?.name?.[0] ?? fields?.response?.[0] ?? refused.message);
      },
    });
  };

  return (
    <form
      noValidate
      aria-label="Add a passkey"
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
      onSubmit={submit}
    >
      <FormField
        label="Name for the new passkey"
        hint="So you can tell them apart, like “Work laptop”."
        error={error}
      >
        <TextInput
          name="passkey-name"
          autoComplete="off"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      <Button
        type="submit"
        className="sm:mt-7"
        icon={<Plus className="size-4" />}
        busy={add.isPending}
        busyLabel="Waiting for the passkey..."
      >
        Add a passkey
      </Button>
    </form>
  );
}
