import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '../../../../shared/api-paths.ts';
import { ArtCollectionListSchema } from '../../../../shared/art.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const artCollectionsKey = ['art-admin', 'collections'] as const;

export const getArtCollections = () =>
  apiRequest(apiPath('artAdminCollections'), ArtCollectionListSchema);

export const artCollectionsQuery = () =>
  queryOptions({ queryKey: artCollectionsKey, queryFn: getArtCollections });

/** Every collection that is not deleted, hidden ones too. */
export function useArtCollections() {
  return useQuery(artCollectionsQuery());
}
