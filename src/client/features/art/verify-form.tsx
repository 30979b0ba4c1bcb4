import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { artVerifyPath } from '../../../shared/art-display.ts';
import {
  compactVerificationCode,
  groupedVerificationCode,
} from '../../../shared/art-verification-code.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';

export const CODE_FORMAT_HINT =
  'The 20 letters and digits printed on the certificate, in groups of five.';

/** "Verify a certificate": opens the verify page of the code typed. */
export function VerifyForm({ initialCode = '' }: { initialCode?: string }) {
  const navigate = useNavigate();
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const compact = compactVerificationCode(code);
    if (!compact) {
      setError(
        'Please enter the whole code: 20 letters and digits (0, 1, I and O never appear in one).',
      );
      return;
    }
    setError(undefined);
    void navigate(artVerifyPath(groupedVerificationCode(compact)));
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start"
    >
      <FormField label="Verification code" hint={CODE_FORMAT_HINT} error={error}>
        <TextInput
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(undefined);
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="ABCDE-FGHJK-LMNPQ-RSTUV"
          className="font-mono uppercase"
        />
      </FormField>
      <Button type="submit" icon={<ShieldCheck className="size-4" />} className="h-11 sm:mt-7">
        Verify
      </Button>
    </form>
  );
}
