import { useState } from 'react';
import type { SecondFactorKind } from '../../../../shared/admin/second-factor.ts';
import { SecondStepForm } from './second-step-form.tsx';
import { SignInForm } from './sign-in-form.tsx';

type Step =
  | { name: 'password'; notice?: string; email?: string }
  | { name: 'second'; methods: SecondFactorKind[]; email: string };

/**
 * The sign-in's steps on one page: the password, then, for a member with a second factor, the
 * app's code, a passkey or a recovery code. When the second step is gone (expired, or too many
 * wrong answers) the password comes back, with the server's reason.
 */
export function SignInSteps() {
  const [step, setStep] = useState<Step>({ name: 'password' });
  if (step.name === 'second') {
    return (
      <SecondStepForm
        methods={step.methods}
        onRestart={(notice) =>
          setStep({ name: 'password', notice: notice || undefined, email: step.email })
        }
      />
    );
  }
  return (
    <SignInForm
      notice={step.notice}
      initialEmail={step.email}
      onSecondStep={(methods, email) => setStep({ name: 'second', methods, email })}
    />
  );
}
