import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { artUploadField } from '../../shared/art-admin.ts';
import { multipartFile } from './multipart.ts';

/** A PNG of the given size (a plain gradient), as an owner's export would be. */
export function pngImage(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 20, b: 90 } },
  })
    .png()
    .toBuffer();
}

/** The first bytes of an MP4 (an ISO `ftyp` box), enough for the content check. */
export const MP4_VIDEO = Buffer.concat([
  Buffer.from('000000186674797069736f6d0000020069736f6d6d703431', 'hex'),
  Buffer.alloc(256, 1),
]);

/** An MPEG-2 program stream's pack header. */
export const MPEG_VIDEO = Buffer.concat([
  Buffer.from('000001ba4400040004010189c3f8', 'hex'),
  Buffer.alloc(256, 0xff),
]);

/** `POST /api/admin/upload-nft-image` as the art admin page sends it. */
export function uploadArt(
  app: FastifyInstance,
  cookie: string | undefined,
  filename: string,
  content: Buffer,
  field = artUploadField,
) {
  const body = multipartFile(filename, content, field);
  return app.inject({
    method: 'POST',
    url: '/api/admin/upload-nft-image',
    payload: body.payload,
    headers: {
      ...body.headers,
      ...(cookie ? { cookie } : {}),
      origin: 'http://shop.test',
      'sec-fetch-site': 'same-origin',
    },
  });
}
