import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '../../../../shared/api-paths.ts';
import {
  LibraryDeactivateResponseSchema,
  LibraryDownloadSchema,
  LibraryKeySchema,
  LibrarySchema,
  LibrarySignedOutSchema,
  LibrarySignInResponseSchema,
  type LibrarySignInRequest,
} from '../../../../shared/library.ts';
import { UpdateMailPreferenceSchema } from '../../../../shared/update-mail.ts';
import {
  type BillingDetailsInput,
  BillingDetailsResponseSchema,
} from '../../../../shared/invoices.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { isUnauthorized } from '../../../lib/is-unauthorized.ts';

export const libraryQuery = queryOptions({
  queryKey: ['library'],
  queryFn: () => apiRequest(apiPath('library'), LibrarySchema),
  // Signed out is an answer, not a failure to retry.
  retry: (count, error) => !isUnauthorized(error) && count < 2,
});

export const useLibrary = () => useQuery(libraryQuery);

export const askSignInLink = (body: LibrarySignInRequest) =>
  apiRequest(apiPath('librarySignIn'), LibrarySignInResponseSchema, { method: 'POST', body });

export const signOut = () =>
  apiRequest(apiPath('librarySignOut'), LibrarySignedOutSchema, { method: 'POST' });

export const revealLicenceKey = (reference: string) =>
  apiRequest(apiPath('libraryLicenceKey', { reference }), LibraryKeySchema);

export const deactivateMachine = (reference: string, fingerprint: string) =>
  apiRequest(apiPath('libraryDeactivateMachine', { reference }), LibraryDeactivateResponseSchema, {
    method: 'POST',
    body: { fingerprint },
  });

export const downloadLatest = (reference: string) =>
  apiRequest(apiPath('libraryDownloadLatest', { reference }), LibraryDownloadSchema, {
    method: 'POST',
  });

export const setUpdateMail = (wanted: boolean) =>
  apiRequest(apiPath('libraryUpdateMail'), UpdateMailPreferenceSchema, {
    method: 'PUT',
    body: { wanted },
  });

export const saveLibraryBilling = async (reference: string, body: BillingDetailsInput) =>
  (
    await apiRequest(apiPath('libraryBilling', { reference }), BillingDetailsResponseSchema, {
      method: 'POST',
      body,
    })
  ).billing;
