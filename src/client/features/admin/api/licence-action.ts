import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiPathName, apiPath } from '../../../../shared/api-paths.ts';
import {
  AdminLicenceChangedSchema,
  type OwnerLicenceAction,
} from '../../../../shared/admin/licence.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const paths: Record<OwnerLicenceAction, ApiPathName & `adminOrderLicence${string}`> = {
  revoke: 'adminOrderLicenceRevoke',
  restore: 'adminOrderLicenceRestore',
  'reset-machines': 'adminOrderLicenceResetMachines',
};

export const changeLicence = ({
  orderId,
  action,
}: {
  orderId: number;
  action: OwnerLicenceAction;
}) =>
  apiRequest(apiPath(paths[action], { id: orderId }), AdminLicenceChangedSchema, {
    method: 'POST',
  });

/** Revokes, restores or resets the machines of an order's licence; the order page refreshes. */
export function useChangeLicence() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeLicence,
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
