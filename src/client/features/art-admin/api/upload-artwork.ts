import { useMutation } from '@tanstack/react-query';
import { artUploadField, ArtUploadResponseSchema } from '../../../../shared/art-admin.ts';
import { apiPath } from '../../../../shared/api-paths.ts';
import { uploadWithProgress } from '../../../lib/upload-with-progress.ts';

/**
 * `POST /api/admin/upload-nft-image`. A failure without the server's reason has an empty message
 * (the screen then says 'Failed to upload image').
 */
export const uploadArtwork = (file: File, onProgress: (fraction: number) => void) =>
  uploadWithProgress({
    path: apiPath('adminArtUpload'),
    field: artUploadField,
    file,
    onProgress,
    response: ArtUploadResponseSchema,
  });

export function useUploadArtwork(onProgress: (fraction: number) => void) {
  return useMutation({ mutationFn: (file: File) => uploadArtwork(file, onProgress) });
}
