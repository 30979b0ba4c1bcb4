import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductFilesView } from '../../../../shared/admin/files.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const setProductFileActive = ({ id, active }: { id: number; active: boolean }) =>
  apiRequest<ProductFilesView>(`/api/admin/files/${id}/active`, {
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
