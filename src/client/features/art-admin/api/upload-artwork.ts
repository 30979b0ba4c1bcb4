import { useMutation } from '@tanstack/react-query';
import { type ArtUploadResponse, artUploadField } from '../../../../shared/art.ts';
import { apiPath } from '../../../../shared/api-paths.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';

/**
 * `POST /api/admin/upload-nft-image` as form data. XMLHttpRequest rather than fetch: only it
 * reports upload progress, which a large video needs. A failure carries the server's message
 * when it sent one, and is empty otherwise (the screen then says 'Failed to upload image').
 */
export function uploadArtwork(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<ArtUploadResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiPath('adminArtUpload'));
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiRequestError('', 0));
    request.onload = () => {
      let body: Partial<ArtUploadResponse> | undefined;
      try {
        body = JSON.parse(request.responseText) as typeof body;
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300 && body?.imageUrl && body.artwork) {
        resolve(body as ArtUploadResponse);
        return;
      }
      reject(new ApiRequestError(body?.message ?? '', request.status));
    };
    const form = new FormData();
    form.append(artUploadField, file);
    request.send(form);
  });
}

export function useUploadArtwork(onProgress: (fraction: number) => void) {
  return useMutation({ mutationFn: (file: File) => uploadArtwork(file, onProgress) });
}
