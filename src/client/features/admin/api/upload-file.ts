import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productUploadField, type AdminProductFile } from '../../../../shared/admin/files.ts';
import { apiPath } from '../../../../shared/api-paths.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';

/**
 * `POST /api/admin/files` as multipart form data. XMLHttpRequest rather than fetch: only it
 * reports upload progress. Errors carry the server's message like apiRequest's.
 */
export function uploadProductFile(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<{ file: AdminProductFile }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiPath('adminFiles'));
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiRequestError('Upload failed', 0));
    request.onload = () => {
      let body: { message?: string; file?: AdminProductFile } | undefined;
      try {
        body = JSON.parse(request.responseText) as typeof body;
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300 && body?.file) {
        resolve({ file: body.file });
        return;
      }
      const message =
        body?.message ??
        (request.responseText ? `${request.status}: ${request.responseText}` : request.statusText);
      reject(new ApiRequestError(message, request.status));
    };
    const form = new FormData();
    form.append(productUploadField, file);
    request.send(form);
  });
}

export function useUploadProductFile(onProgress: (fraction: number) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadProductFile(file, onProgress),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
