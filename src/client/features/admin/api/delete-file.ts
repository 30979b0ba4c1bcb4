import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '../../../../shared/api-paths.ts';
import { ProductFilesSchema } from '../../../../shared/admin/files.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const deleteProductFile = (id: number) =>
  apiRequest(apiPath('adminFile', { id }), ProductFilesSchema, { method: 'DELETE' });

export function useDeleteProductFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteProductFile,
    onSuccess: (view) => client.setQueryData(['admin', 'files'], view),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
