import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArtCollectionList } from '../../../../shared/art.ts';
import { apiPath } from '../../../../shared/api-paths.ts';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { artCollectionsKey } from './art-collections.ts';

export const deleteArtCollection = (id: number) =>
  apiRequest(apiPath('artCollection', { id }), z.null(), { method: 'DELETE' });

export function useDeleteArtCollection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteArtCollection,
    onSuccess: (_answer, id) =>
      client.setQueryData<ArtCollectionList>(artCollectionsKey, (list) =>
        list
          ? { collections: list.collections.filter((collection) => collection.id !== id) }
          : list,
      ),
  });
}
