import { ApiRequestError, type ResponseCheck, UNEXPECTED_ANSWER } from './api-client.ts';

export interface UploadRequest<T> {
  /** Built with `apiPath` (src/shared/api-paths.ts). */
  path: string;
  /** The form field the server reads the file from. */
  field: string;
  file: File;
  /** How much has gone up, 0 to 1. */
  onProgress: (fraction: number) => void;
  /** The route's shared response schema: a 2xx answer is parsed with it, never cast. */
  response: ResponseCheck<T>;
  /** Form fields sent before the file, so the server reads them before the file's bytes. */
  fields?: Record<string, string>;
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
  response,
  fields = {},
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
    request.onload = async () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve(await response.parse(body ?? null));
        } catch {
          reject(new ApiRequestError(UNEXPECTED_ANSWER, request.status));
        }
        return;
      }
      const message = (body as { message?: unknown } | undefined)?.message;
      const fieldErrors = (body as { fieldErrors?: Record<string, string[]> } | undefined)
        ?.fieldErrors;
      reject(
        new ApiRequestError(
          typeof message === 'string' ? message : '',
          request.status,
          fieldErrors,
        ),
      );
    };
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append(field, file);
    request.send(form);
  });
}
