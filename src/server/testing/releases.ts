import type { FastifyInstance } from 'fastify';
import { releaseUploadField } from '../../shared/releases.ts';
import { adminCall } from './admin-requests.ts';

/** The form fields, then the zip, as the admin Releases screen sends an upload. */
export function releaseUploadBody(fields: Record<string, string>, fileName: string, zip: Buffer) {
  const boundary = '----cmrelease';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${releaseUploadField}"; filename="${fileName}"\r\nContent-Type: application/zip\r\n\r\n`,
    ),
    zip,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Publishes a release from the current package, as the owner does on the Releases screen. */
export function publishFromPackage(
  app: FastifyInstance,
  cookie: string,
  fields: { version: string; channel?: string; changelog?: string },
) {
  return adminCall(app, cookie, 'POST', '/api/admin/releases', {
    channel: 'stable',
    changelog: `## ${fields.version}\n\n- Faster order routing.`,
    ...fields,
  });
}

/** Uploads a zip as a release. */
export function publishUpload(
  app: FastifyInstance,
  cookie: string,
  fields: Record<string, string>,
  zip: Buffer,
  fileName = 'cryptomaton.zip',
) {
  const body = releaseUploadBody(fields, fileName, zip);
  return app.inject({
    method: 'POST',
    url: '/api/admin/releases/upload',
    payload: body.payload,
    headers: {
      ...body.headers,
      cookie,
      origin: 'http://shop.test',
      'sec-fetch-site': 'same-origin',
    },
  });
}

/** Asks for an update as the bot does: JSON, no browser headers, its own address. */
export function updateCheck(app: FastifyInstance, payload: object, remoteAddress = '198.51.100.7') {
  return app.inject({ method: 'POST', url: '/api/v1/updates/check', payload, remoteAddress });
}
