import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '../../../../shared/api-paths.ts';
import {
  AdminDiscountCodeAnswerSchema,
  AdminDiscountCodesSchema,
  type CreateDiscountCodeRequest,
  type UpdateDiscountCodeRequest,
} from '../../../../shared/discount-codes.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const discountCodesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'discount-codes'],
    queryFn: () => apiRequest(apiPath('adminDiscountCodes'), AdminDiscountCodesSchema),
  });

export function useDiscountCodes() {
  return useQuery(discountCodesQuery());
}

/** `POST /api/admin/discount-codes` (no id) or `PATCH …/:id` (an edit, a pause, a resume). */
export function useSaveDiscountCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      save:
        | { id?: undefined; body: CreateDiscountCodeRequest }
        | { id: number; body: UpdateDiscountCodeRequest },
    ) =>
      save.id === undefined
        ? apiRequest(apiPath('adminDiscountCodes'), AdminDiscountCodeAnswerSchema, {
            method: 'POST',
            body: save.body,
          })
        : apiRequest(apiPath('adminDiscountCode', { id: save.id }), AdminDiscountCodeAnswerSchema, {
            method: 'PATCH',
            body: save.body,
          }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
