import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '../../../../shared/api-paths.ts';
import {
  AdminReleaseSchema,
  AdminReleasesSchema,
  type PublishReleaseFields,
  PublishedReleaseSchema,
  releaseUploadField,
} from '../../../../shared/releases.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { uploadWithProgress } from '../../../lib/upload-with-progress.ts';

export const releasesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'releases'],
    queryFn: () => apiRequest(apiPath('adminReleases'), AdminReleasesSchema),
  });

export function useReleases() {
  return useQuery(releasesQuery());
}

export function useRelease(id: number) {
  return useQuery({
    queryKey: ['admin', 'releases', id],
    queryFn: () => apiRequest(apiPath('adminRelease', { id }), AdminReleaseSchema),
  });
}

/** What the publish form sends: the fields, and a zip or nothing (the current package). */
export interface PublishRequest {
  fields: PublishReleaseFields;
  zip: File | null;
}

/**
 * `POST /api/admin/releases` (the current package) or `…/upload` (the zip, its progress told):
 * either way the release is published at once and new buyers' links follow a higher stable one.
 */
export function usePublishRelease(onProgress: (fraction: number) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, zip }: PublishRequest) =>
      zip
        ? uploadWithProgress({
            path: apiPath('adminReleaseUpload'),
            field: releaseUploadField,
            file: zip,
            fields: { ...fields },
            onProgress,
            response: PublishedReleaseSchema,
          })
        : apiRequest(apiPath('adminReleases'), PublishedReleaseSchema, {
            method: 'POST',
            body: fields,
          }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
