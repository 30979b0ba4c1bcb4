import { type FormEvent, useState } from 'react';
import { mailRetentionDays } from '../../../../shared/admin/mail.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { toast } from '../../../toast/toast-store.ts';
import { useMailRetention, useSetMailRetention } from '../api/mail-content.ts';

function RetentionForm({ days }: { days: number }) {
  const [value, setValue] = useState(String(days));
  const [error, setError] = useState<string>();
  const save = useSetMailRetention();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(undefined);
    save.mutate(Number(value), {
      onSuccess: (saved) =>
        toast({
          title: 'Setting saved',
          description: `Sent mail is kept for ${saved.days} ${saved.days === 1 ? 'day' : 'days'}.`,
        }),
      onError: (failure) =>
        setError(
          failure instanceof ApiRequestError
            ? (failure.fieldErrors?.days?.[0] ?? failure.message)
            : failure.message,
        ),
    });
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <FormField
        label="Keep what sent mail said for (days)"
        hint="After that only who, when and what kind stay."
        error={error}
        className="w-64"
      >
        <TextInput
          type="number"
          inputMode="numeric"
          min={mailRetentionDays.min}
          max={mailRetentionDays.max}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      </FormField>
      <Button type="submit" variant="secondary" busy={save.isPending} busyLabel="Saving...">
        Save
      </Button>
    </form>
  );
}

/** The mail screen's retention setting: how long a sent mail's subject and text are kept. */
export function MailRetentionForm() {
  const retention = useMailRetention();
  if (!retention.data) return null;
  return <RetentionForm days={retention.data.days} />;
}
