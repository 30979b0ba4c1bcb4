import { apiPath } from '../../../../shared/api-paths.ts';
import type { FindPurchaseRequest } from '../../../../shared/delivery.ts';
import { apiRequest, lazyCheck } from '../../../lib/api-client.ts';

// The form sits on the prerendered support page: its schema loads with the answer.
export const findPurchase = (body: FindPurchaseRequest) =>
  apiRequest(
    apiPath('findPurchase'),
    lazyCheck(() =>
      import('../../../../shared/delivery.ts').then((module) => module.FindPurchaseResponseSchema),
    ),
    { method: 'POST', body },
  );
