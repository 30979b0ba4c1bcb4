import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '../../../../shared/api-paths.ts';
import { ProductFilesSchema } from '../../../../shared/admin/files.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const setProductFileActive = ({ id, active }: { id: number; active: boolean }) =>
  apiRequest(apiPath('adminFileActive', { id }), ProductFilesSchema, {
    method: 'POST',
    body: { active },
  });

/** Adds a file to the download package or takes it out; the server rebuilds the package. */
export function useSetProductFileActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setProductFileActive,
    onSuccess: (view) => client.setQueryData(['admin', 'files'], view),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
