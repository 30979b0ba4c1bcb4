import { apiPath } from '../../../shared/api-paths.ts';
import type { ContactMessageInput } from '../../../shared/contact.ts';
import { apiRequest, lazyCheck } from '../../lib/api-client.ts';

// The same lazily loaded module the form validates with (contact-fields.ts).
export const sendContactMessage = (body: ContactMessageInput) =>
  apiRequest(
    apiPath('contact'),
    lazyCheck(() =>
      import('../../../shared/contact.ts').then((module) => module.ContactMessageResponseSchema),
    ),
    { method: 'POST', body },
  );
