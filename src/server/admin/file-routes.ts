import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../shared/api-error.ts';
import { RecordIdParamsSchema } from '../../shared/admin/common.ts';
import {
  productUploadField,
  ProductFilesSchema,
  SetFileActiveRequestSchema,
  UploadedFileSchema,
  type AdminProductFile,
  type ProductFilesView,
} from '../../shared/admin/files.ts';
import { productFileExtensions } from '../../shared/products.ts';
import type { Db } from '../db/client.ts';
import { refuseNulInFileName } from '../http/nul-refusal.ts';
import {
  type ProductFile,
  ProductFileError,
  ProductFileNameTakenError,
  ProductFileTooLargeError,
  type ProductFiles,
} from '../products/product-files.ts';
import { actorOf } from './admin-guard.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { apiPaths } from '../../shared/api-paths.ts';

function toAdminFile(file: ProductFile): AdminProductFile {
  return {
    id: file.id,
    name: file.name,
    sizeBytes: file.sizeBytes,
    sha256: file.sha256,
    uploadedAt: file.uploadedAt.toISOString(),
    isActive: file.isActive,
  };
}

export interface FileRouteDependencies {
  db: Db;
  productFiles: ProductFiles;
  maxUploadBytes: number;
}

/** /admin/files: upload, list, delete, and what goes in the download package. */
export function fileRoutes(deps: FileRouteDependencies): FastifyPluginAsyncZod {
  const view = async (): Promise<ProductFilesView> => {
    const files = await deps.productFiles.list();
    const pkg = await deps.productFiles.currentPackage();
    return {
      files: files.map(toAdminFile),
      package: pkg
        ? {
            sizeBytes: pkg.sizeBytes,
            sha256: pkg.sha256,
            builtAt: pkg.builtAt,
            files: files.filter((file) => file.isActive).map((file) => file.name),
          }
        : null,
      maxUploadBytes: deps.maxUploadBytes,
      allowedExtensions: [...productFileExtensions],
    };
  };
  const notFound = { error: 'Not Found', message: 'There is no such file.' };

  return async (app) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: deps.maxUploadBytes, files: 1, fields: 0, parts: 1 },
    });

    app.get(apiPaths.adminFiles, { schema: { response: { 200: ProductFilesSchema } } }, view);

    app.post(
      apiPaths.adminFiles,
      {
        schema: {
          response: {
            201: UploadedFileSchema,
            400: ApiErrorSchema,
            406: ApiErrorSchema,
            409: ApiErrorSchema,
            413: ApiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const part = request.isMultipart() ? await request.file() : undefined;
        if (!part || part.fieldname !== productUploadField) {
          part?.file.resume();
          return reply.code(400).send({
            error: 'Bad Request',
            message: `Please choose a file to upload (form field "${productUploadField}").`,
          });
        }
        refuseNulInFileName(part);
        try {
          const file = await deps.productFiles.addStream(part.filename, part.file);
          await recordAudit(deps.db, actorOf(request), {
            action: 'file.upload',
            targetType: 'file',
            targetId: file.id,
            detail: { name: file.name, sizeBytes: file.sizeBytes, sha256: file.sha256 },
          });
          return reply.code(201).send({ file: toAdminFile(file) });
        } catch (error) {
          if (error instanceof ProductFileError) {
            return reply.code(400).send({ error: 'Bad Request', message: error.message });
          }
          if (error instanceof ProductFileNameTakenError) {
            return reply.code(409).send({ error: 'Conflict', message: error.message });
          }
          if (error instanceof ProductFileTooLargeError) {
            const limit =
              deps.maxUploadBytes >= 1024 * 1024
                ? `${Math.floor(deps.maxUploadBytes / (1024 * 1024))} MB`
                : `${Math.floor(deps.maxUploadBytes / 1024)} KB`;
            return reply.code(413).send({
              error: 'Payload Too Large',
              message: `The file is too large: files can be at most ${limit}.`,
            });
          }
          throw error;
        }
      },
    );

    app.delete(
      apiPaths.adminFile,
      {
        schema: {
          params: RecordIdParamsSchema,
          response: { 200: ProductFilesSchema, 404: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        try {
          await deps.productFiles.remove(id);
        } catch (error) {
          if (error instanceof ProductFileError) return reply.code(404).send(notFound);
          throw error;
        }
        await recordAudit(deps.db, actorOf(request), {
          action: 'file.delete',
          targetType: 'file',
          targetId: id,
        });
        return view();
      },
    );

    app.post(
      apiPaths.adminFileActive,
      {
        schema: {
          params: RecordIdParamsSchema,
          body: SetFileActiveRequestSchema,
          response: { 200: ProductFilesSchema, 404: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const { active } = request.body;
        try {
          await deps.productFiles.setActive(id, active);
        } catch (error) {
          if (error instanceof ProductFileError) return reply.code(404).send(notFound);
          throw error;
        }
        const pkg = await deps.productFiles.currentPackage();
        await recordAudit(deps.db, actorOf(request), {
          action: active ? 'package.add-file' : 'package.remove-file',
          targetType: 'file',
          targetId: id,
          detail: { packageSha256: pkg?.sha256 ?? null },
        });
        return view();
      },
    );
  };
}
