import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '../../../../shared/api-paths.ts';
import { type ArtCollectionList, ArtCollectionSchema } from '../../../../shared/art.ts';
import { type UpdateArtCollection } from '../../../../shared/art-admin.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { artCollectionsKey } from './art-collections.ts';

export const updateArtCollection = ({ id, change }: { id: number; change: UpdateArtCollection }) =>
  apiRequest(apiPath('artCollection', { id }), ArtCollectionSchema, {
    method: 'PUT',
    body: change,
  });

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
