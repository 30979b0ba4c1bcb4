import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '../../../../shared/api-paths.ts';
import { ProductFilesSchema } from '../../../../shared/admin/files.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const getProductFiles = () => apiRequest(apiPath('adminFiles'), ProductFilesSchema);

export const productFilesQuery = () =>
  queryOptions({ queryKey: ['admin', 'files'], queryFn: getProductFiles });

export function useProductFiles() {
  return useQuery(productFilesQuery());
}
