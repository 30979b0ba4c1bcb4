import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArtVerification } from '../../../../shared/art-verification.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const getArtVerification = (code: string) =>
  apiRequest<ArtVerification>(`/api/art/verify/${encodeURIComponent(code)}`);

export const artVerificationQuery = (code: string) =>
  queryOptions({
    queryKey: ['art-verification', code],
    queryFn: () => getArtVerification(code),
  });

export function useArtVerification(code: string) {
  return useQuery(artVerificationQuery(code));
}
