import { useMutation } from '@tanstack/react-query';
import { type ArtUploadResponse, artUploadField } from '../../../../shared/art.ts';
import { uploadWithProgress } from '../../../lib/upload-with-progress.ts';

/**
 * `POST /api/admin/upload-nft-image`. A failure without the server's reason has an empty message
 * (the screen then says 'Failed to upload image').
 */
export const uploadArtwork = (file: File, onProgress: (fraction: number) => void) =>
  uploadWithProgress<ArtUploadResponse>({
    path: '/api/admin/upload-nft-image',
    field: artUploadField,
    file,
    onProgress,
    isAnswer: (body) => Boolean(body.imageUrl && body.artwork),
  });

export function useUploadArtwork(onProgress: (fraction: number) => void) {
  return useMutation({ mutationFn: (file: File) => uploadArtwork(file, onProgress) });
}
