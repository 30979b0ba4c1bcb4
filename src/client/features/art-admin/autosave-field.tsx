import type { ReactNode } from 'react';
import { FormField } from '../../components/ui/form-field.tsx';
import { AUTOSAVE_DELAY_MS, useAutosave } from './use-autosave.ts';

export interface AutosaveControlProps {
  value: string;
  onChange: (value: string) => void;
}

/** What an input, text area or select needs to show a field's draft and report each edit. */
export const bindControl = (field: AutosaveControlProps) => ({
  value: field.value,
  onChange: (event: { target: { value: string } }) => field.onChange(event.target.value),
});

/** A labelled field of a collection card that saves each edit by itself. */
export function AutosaveField({
  label,
  hint,
  saved,
  commit,
  immediate = false,
  className,
  children,
}: {
  label: string;
  hint?: string;
  /** The server's value, as the control shows it. */
  saved: string;
  /** Saves a draft; rejects with the reason it was refused. */
  commit: (draft: string) => Promise<void>;
  /** Choices (a select) save at once; typing waits for a pause. */
  immediate?: boolean;
  className?: string;
  children: (control: AutosaveControlProps) => ReactNode;
}) {
  const field = useAutosave(saved, commit, immediate ? 0 : AUTOSAVE_DELAY_MS);
  return (
    <FormField label={label} hint={hint} error={field.error} className={className}>
      {children({ value: field.value, onChange: field.change })}
    </FormField>
  );
}
