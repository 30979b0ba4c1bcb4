import { useMutation } from '@tanstack/react-query';
import { AdminSessionSchema } from '../../../../shared/admin/auth.ts';
import { PasskeyOptionsSchema, secondFactorPaths } from '../../../../shared/admin/second-factor.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { answerWithPasskey } from './passkey-browser.ts';

/** One answer to the sign-in's second step: the app's code, a recovery code or a passkey's. */
export type SecondStepAnswer = { code: string } | { recoveryCode: string } | { passkey: unknown };

const answerSecondStep = (body: SecondStepAnswer) =>
  apiRequest(secondFactorPaths.signInSecondStep, AdminSessionSchema, { method: 'POST', body });

/** The passkey's way: the server's challenge, signed by the browser's passkey, sent back. */
async function answerSecondStepWithPasskey() {
  const { options } = await apiRequest(
    secondFactorPaths.signInPasskeyOptions,
    PasskeyOptionsSchema,
    { method: 'POST' },
  );
  return answerSecondStep({ passkey: await answerWithPasskey(options) });
}

/**
 * The second step's answer, or `'passkey'` to use a passkey. A 401 (the step expired, or too many
 * wrong answers) goes back to the password on the form, not to "signed out".
 */
export function useSecondStep() {
  return useMutation({
    mutationFn: (answer: SecondStepAnswer | 'passkey') =>
      answer === 'passkey' ? answerSecondStepWithPasskey() : answerSecondStep(answer),
    meta: { handlesUnauthorized: true },
  });
}
