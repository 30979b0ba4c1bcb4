import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '../../../../shared/api-paths.ts';
import { ArtCollectionListSchema } from '../../../../shared/art.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Every collection, hidden ones too: the manual delivery screen's choices. */
export const getArtCollectionChoices = () =>
  apiRequest(apiPath('artAdminCollections'), ArtCollectionListSchema);

export const artCollectionChoicesQuery = () =>
  queryOptions({ queryKey: ['admin', 'art-collections'], queryFn: getArtCollectionChoices });

export function useArtCollectionChoices() {
  return useQuery(artCollectionChoicesQuery());
}
