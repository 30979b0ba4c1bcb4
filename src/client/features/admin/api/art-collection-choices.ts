import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArtCollectionList } from '../../../../shared/art.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Every collection, hidden ones too: the manual delivery screen's choices. */
export const getArtCollectionChoices = () =>
  apiRequest<ArtCollectionList>('/api/art-admin/collections');

export const artCollectionChoicesQuery = () =>
  queryOptions({ queryKey: ['admin', 'art-collections'], queryFn: getArtCollectionChoices });

export function useArtCollectionChoices() {
  return useQuery(artCollectionChoicesQuery());
}
