import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductFilesView } from '../../../../shared/admin/files.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const deleteProductFile = (id: number) =>
  apiRequest<ProductFilesView>(`/api/admin/files/${id}`, { method: 'DELETE' });

export function useDeleteProductFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteProductFile,
    onSuccess: (view) => client.setQueryData(['admin', 'files'], view),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
