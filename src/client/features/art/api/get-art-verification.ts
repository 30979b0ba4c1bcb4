import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '../../../../shared/api-paths.ts';
import { ArtVerificationSchema } from '../../../../shared/art-verification.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const getArtVerification = (code: string) =>
  apiRequest(apiPath('artVerify', { code }), ArtVerificationSchema);

export const artVerificationQuery = (code: string) =>
  queryOptions({
    queryKey: ['art-verification', code],
    queryFn: () => getArtVerification(code),
  });

export function useArtVerification(code: string) {
  return useQuery(artVerificationQuery(code));
}
