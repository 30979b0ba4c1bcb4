import { ApiRequestError } from './api-client.ts';

export interface UploadRequest<T> {
  path: string;
  /** The form field the server reads the file from. */
  field: string;
  file: File;
  /** How much has gone up, 0 to 1. */
  onProgress: (fraction: number) => void;
  /** Whether a 2xx answer's JSON is the answer the caller expects. */
  isAnswer: (body: Partial<T>) => boolean;
}

/**
 * POSTs one file as multipart form data. XMLHttpRequest rather than fetch: only it reports upload
 * progress, which a large file needs. A failure is an ApiRequestError with the server's message,
 * or an empty one when it sent none (status 0: no answer at all), so each screen can say it in
 * its own words.
 */
export function uploadWithProgress<T>({
  path,
  field,
  file,
  onProgress,
  isAnswer,
}: UploadRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiRequestError('', 0));
    request.onload = () => {
      let body: (Partial<T> & { message?: string }) | undefined;
      try {
        body = JSON.parse(request.responseText) as typeof body;
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300 && body && isAnswer(body)) {
        resolve(body as T);
        return;
      }
      reject(new ApiRequestError(body?.message ?? '', request.status));
    };
    const form = new FormData();
    form.append(field, file);
    request.send(form);
  });
}
