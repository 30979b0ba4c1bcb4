import type { FindPurchaseRequest, FindPurchaseResponse } from '../../../../shared/delivery.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const findPurchase = (body: FindPurchaseRequest) =>
  apiRequest<FindPurchaseResponse>('/api/find-purchase', { method: 'POST', body });
