import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, UNEXPECTED_ANSWER } from './api-client.ts';
import { uploadWithProgress } from './upload-with-progress.ts';

/** The one request an upload makes; the test plays the server's part. */
class FakeRequest {
  static last: FakeRequest;
  method = '';
  path = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  sent: FormData | undefined;
  status = 0;
  responseText = '';
  upload: {
    onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void;
  } = {};
  onload?: () => void;
  onerror?: () => void;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, path: string) {
    this.method = method;
    this.path = path;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(form: FormData) {
    this.sent = form;
  }
  answer(status: number, responseText: string) {
    this.status = status;
    this.responseText = responseText;
    this.onload?.();
  }
}

interface Stored {
  id: number;
}

/** The route's response check, as a shared zod schema would do it. */
const stored = {
  parse(body: unknown): Stored {
    const id = (body as { id?: unknown } | null)?.id;
    if (typeof id !== 'number') throw new Error('not a stored file');
    return { id };
  },
};

const start = (onProgress = vi.fn()) =>
  uploadWithProgress({
    path: '/api/admin/files',
    field: 'product',
    file: new File(['bytes'], 'guide.pdf'),
    onProgress,
    response: stored,
  });

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeRequest));
afterEach(() => vi.unstubAllGlobals());

describe('uploadWithProgress', () => {
  it('posts the file in its field with cookies, reports progress and answers the JSON', async () => {
    const onProgress = vi.fn();
    const upload = start(onProgress);
    const request = FakeRequest.last;
    expect([request.method, request.path, request.withCredentials]).toEqual([
      'POST',
      '/api/admin/files',
      true,
    ]);
    expect(request.headers.accept).toBe('application/json');
    expect((request.sent?.get('product') as File).name).toBe('guide.pdf');
    request.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 });
    expect(onProgress).toHaveBeenCalledWith(0.25);
    request.answer(201, JSON.stringify({ id: 7 }));
    await expect(upload).resolves.toEqual({ id: 7 });
  });

  it('fails with the server’s reason and status', async () => {
    const upload = start();
    FakeRequest.last.answer(413, JSON.stringify({ error: 'too_large', message: 'Too large.' }));
    await expect(upload).rejects.toEqual(new ApiRequestError('Too large.', 413));
    await expect(upload).rejects.toMatchObject({ status: 413 });
  });

  it('fails with an empty message when the server gave no reason, or no answer', async () => {
    const silent = start();
    FakeRequest.last.answer(502, '<html>Bad gateway</html>');
    await expect(silent).rejects.toMatchObject({ message: '', status: 502 });
    const offline = start();
    FakeRequest.last.onerror?.();
    await expect(offline).rejects.toMatchObject({ message: '', status: 0 });
  });

  it('parses a success with the route check and refuses one it does not hold', async () => {
    const unexpected = start();
    FakeRequest.last.answer(200, JSON.stringify({ something: 'else' }));
    await expect(unexpected).rejects.toMatchObject({ message: UNEXPECTED_ANSWER, status: 200 });
    const notJson = start();
    FakeRequest.last.answer(201, '<html>ok</html>');
    await expect(notJson).rejects.toMatchObject({ message: UNEXPECTED_ANSWER, status: 201 });
  });
});
