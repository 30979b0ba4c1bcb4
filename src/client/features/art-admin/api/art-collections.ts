import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArtCollectionList } from '../../../../shared/art.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const artCollectionsKey = ['art-admin', 'collections'] as const;

export const getArtCollections = () => apiRequest<ArtCollectionList>('/api/art-admin/collections');

export const artCollectionsQuery = () =>
  queryOptions({ queryKey: artCollectionsKey, queryFn: getArtCollections });

/** Every collection that is not deleted, hidden ones too. */
export function useArtCollections() {
  return useQuery(artCollectionsQuery());
}
