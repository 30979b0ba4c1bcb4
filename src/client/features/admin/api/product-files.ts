import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductFilesView } from '../../../../shared/admin/files.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const getProductFiles = () => apiRequest<ProductFilesView>('/api/admin/files');

export const productFilesQuery = () =>
  queryOptions({ queryKey: ['admin', 'files'], queryFn: getProductFiles });

export function useProductFiles() {
  return useQuery(productFilesQuery());
}
