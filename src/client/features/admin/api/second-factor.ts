import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PasskeyOptionsSchema,
  RecoveryCodesSchema,
  SecondFactorChangedSchema,
  SecondFactorStatusSchema,
  secondFactorPath,
  secondFactorPaths,
  TotpSetupSchema,
} from '../../../../shared/admin/second-factor.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { makePasskey } from './passkey-browser.ts';

/*
 * One's own second factors (the account page): the authenticator app, recovery codes, passkeys.
 * Every change wants a recent check; the screens' retry gate asks for it and sends the call again.
 */

export const secondFactorStatusKey = ['admin', 'second-factor'] as const;

export const useSecondFactorStatus = () =>
  useQuery({
    queryKey: secondFactorStatusKey,
    queryFn: () => apiRequest(secondFactorPaths.account, SecondFactorStatusSchema),
  });

/**
 * A change to one's second factors: afterwards the status and the session (whose
 * `secondFactor.enrolled` lifts the set-up requirement) are read again.
 */
function useSecondFactorChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** A new secret for the app; nothing changes until it is confirmed with a code. */
export const useStartTotpSetup = () =>
  useMutation({
    mutationFn: () => apiRequest(secondFactorPaths.totpSetup, TotpSetupSchema, { method: 'POST' }),
  });

export const useConfirmTotp = () =>
  useSecondFactorChange((code: string) =>
    apiRequest(secondFactorPaths.totp, SecondFactorChangedSchema, {
      method: 'POST',
      body: { code },
    }),
  );

export const useTurnOffTotp = () =>
  useSecondFactorChange(() =>
    apiRequest(secondFactorPaths.totp, SecondFactorChangedSchema, { method: 'DELETE' }),
  );

export const useNewRecoveryCodes = () =>
  useSecondFactorChange(() =>
    apiRequest(secondFactorPaths.recoveryCodes, RecoveryCodesSchema, { method: 'POST' }),
  );

/** The server's options, the browser makes the passkey, the server keeps it under `name`. */
export const useAddPasskey = () =>
  useSecondFactorChange(async (name: string) => {
    const { options } = await apiRequest(secondFactorPaths.passkeyOptions, PasskeyOptionsSchema, {
      method: 'POST',
    });
    const response = await makePasskey(options);
    return apiRequest(secondFactorPaths.passkeys, SecondFactorChangedSchema, {
      method: 'POST',
      body: { name, response },
    });
  });

export const useRemovePasskey = () =>
  useSecondFactorChange((id: number) =>
    apiRequest(secondFactorPath(secondFactorPaths.passkey, id), SecondFactorChangedSchema, {
      method: 'DELETE',
    }),
  );
