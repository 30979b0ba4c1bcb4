import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '../../../../shared/api-paths.ts';
import { ArtCollectionSchema } from '../../../../shared/art.ts';
import { type CreateArtCollection } from '../../../../shared/art-admin.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { artCollectionsKey } from './art-collections.ts';

export const createArtCollection = (collection: CreateArtCollection) =>
  apiRequest(apiPath('artCollections'), ArtCollectionSchema, {
    method: 'POST',
    body: collection,
  });

export function useCreateArtCollection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createArtCollection,
    onSettled: () => client.invalidateQueries({ queryKey: artCollectionsKey }),
  });
}
