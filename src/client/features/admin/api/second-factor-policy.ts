import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SecondFactorPolicySchema,
  SecondFactorResetSchema,
  secondFactorPath,
  secondFactorPaths,
} from '../../../../shared/admin/second-factor.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/* The owner's side of second factors (the Staff screen): the policy, and a member's reset. */

export const useSecondFactorPolicy = () =>
  useQuery({
    queryKey: ['admin', 'second-factor-policy'],
    queryFn: () => apiRequest(secondFactorPaths.policy, SecondFactorPolicySchema),
  });

/** Every change refreshes the screen (the policy, the members' rows), whether it went through. */
function useOwnerChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** Answers 409 when the owner has no second factor themselves. */
export const useSetSecondFactorPolicy = () =>
  useOwnerChange((required: boolean) =>
    apiRequest(secondFactorPaths.policy, SecondFactorPolicySchema, {
      method: 'PUT',
      body: { required },
    }),
  );

/** For a member who lost their phone and their codes: they sign in with the password alone. */
export const useResetMemberSecondFactor = () =>
  useOwnerChange((memberId: number) =>
    apiRequest(secondFactorPath(secondFactorPaths.memberReset, memberId), SecondFactorResetSchema, {
      method: 'DELETE',
    }),
  );
