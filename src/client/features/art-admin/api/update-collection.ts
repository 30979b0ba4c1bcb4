import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ArtCollection,
  ArtCollectionList,
  UpdateArtCollection,
} from '../../../../shared/art.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { artCollectionsKey } from './art-collections.ts';

export const updateArtCollection = ({ id, change }: { id: number; change: UpdateArtCollection }) =>
  apiRequest<ArtCollection>(`/api/art/collections/${id}`, { method: 'PUT', body: change });

/** Saves one changed field; the answer (with the supply the server worked out) replaces the card. */
export function useUpdateArtCollection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateArtCollection,
    onSuccess: (saved) =>
      client.setQueryData<ArtCollectionList>(artCollectionsKey, (list) =>
        list
          ? {
              collections: list.collections.map((collection) =>
                collection.id === saved.id ? saved : collection,
              ),
            }
          : list,
      ),
  });
}
