import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArtCollection, CreateArtCollection } from '../../../../shared/art.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { artCollectionsKey } from './art-collections.ts';

export const createArtCollection = (collection: CreateArtCollection) =>
  apiRequest<ArtCollection>('/api/art/collections', { method: 'POST', body: collection });

export function useCreateArtCollection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createArtCollection,
    onSettled: () => client.invalidateQueries({ queryKey: artCollectionsKey }),
  });
}
