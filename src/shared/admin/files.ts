import { z } from 'zod';
import { TimestampSchema } from './common.ts';

/** Uploads larger than this are refused (413). */
export const productFileMaxBytes = 250 * 1024 * 1024;

/**
 * The multipart field `POST /api/admin/files` reads the file from: the earlier shop's name
 * (docs/product-rules.md).
 */
export const productUploadField = 'product';

export const AdminProductFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sizeBytes: z.number().int(),
  sha256: z.string(),
  uploadedAt: TimestampSchema,
  isActive: z.boolean(),
});
export type AdminProductFile = z.infer<typeof AdminProductFileSchema>;

/** The zip buyers download: built from the active files whenever that set changes. */
export const DownloadPackageSchema = z.object({
  sizeBytes: z.number().int(),
  sha256: z.string(),
  builtAt: TimestampSchema,
  files: z.array(z.string()),
});
export type DownloadPackage = z.infer<typeof DownloadPackageSchema>;

/**
 * `GET /api/admin/files`: every file, and the current package (null when no file is active).
 * `DELETE /api/admin/files/:id` and `POST /api/admin/files/:id/active` answer the same shape.
 */
export const ProductFilesSchema = z.object({
  files: z.array(AdminProductFileSchema),
  package: DownloadPackageSchema.nullable(),
  maxUploadBytes: z.number().int(),
  allowedExtensions: z.array(z.string()),
});
export type ProductFilesView = z.infer<typeof ProductFilesSchema>;

/** `POST /api/admin/files/:id/active`: true adds the file to the package, false removes it. */
export const SetFileActiveRequestSchema = z.object({ active: z.boolean() });

/**
 * `POST /api/admin/files` (multipart/form-data, the file in the field `product`): 201 with the
 * stored file. 400 when the type is not allowed, the content does not match the extension or the
 * name is one the package writes itself (`packageOwnFileNames`: CHECKSUMS.txt, in any case);
 * 409 when another file has the same name (in any case); 413 when it is larger than
 * `maxUploadBytes`. The name is kept without control, bidi and other invisible characters
 * (`storedFileName`). New files start outside the package.
 */
export const UploadedFileSchema = z.object({ file: AdminProductFileSchema });
