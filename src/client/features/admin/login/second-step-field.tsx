import { FormField } from '../../../components/ui/form-field.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';

/**
 * The second step's one field: the authenticator app's code (digits, filled by the phone's
 * one-time-code suggestion) or a recovery code. It takes the focus when it appears: the person
 * just asked for it.
 */
export function SecondStepField({
  typed,
  value,
  onChange,
  error,
}: {
  typed: 'code' | 'recoveryCode';
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return typed === 'code' ? (
    <FormField label="Enter the 6-digit code from your authenticator app" error={error}>
      <TextInput
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        autoFocus
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  ) : (
    <FormField label="Recovery code" hint="Like abcde-23456; letters and digits." error={error}>
      <TextInput
        name="recovery-code"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}
