import type { ContactMessageInput } from '../../../shared/contact.ts';
import { apiRequest } from '../../lib/api-client.ts';

export const sendContactMessage = (body: ContactMessageInput) =>
  apiRequest<{ ok: true }>('/api/contact', { method: 'POST', body });
