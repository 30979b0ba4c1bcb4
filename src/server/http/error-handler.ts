import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '../../shared/api-error.ts';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../db/unavailable.ts';

/** Fastify's own 4xx messages, reworded for a person. */
const friendlyMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large. Please shorten it and try again.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Please send the request as JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty. Please fill in the form and try again.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
};

const statusTitles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
};

/**
 * One error handler for the whole API: validation failures answer 400 with field errors, other
 * client errors keep their message, and server errors are logged in full but answered with a
 * generic message so no internals leak.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'request';
        (fieldErrors[field] ??= []).push(issue.message ?? 'Invalid value');
      }
      const body: ApiError = {
        error: 'Bad Request',
        message: 'Some fields need your attention: ' + Object.keys(fieldErrors).join(', ') + '.',
        fieldErrors,
      };
      return reply.code(400).send(body);
    }

    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status < 500) {
      const body: ApiError = {
        error: statusTitles[status] ?? 'Error',
        message: (error.code && friendlyMessages[error.code]) || error.message,
      };
      return reply.code(status).send(body);
    }

    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unreachable; answered 503');
      const body: ApiError = {
        error: 'Service Unavailable',
        message: DATABASE_UNAVAILABLE_MESSAGE,
        requestId: String(request.id),
      };
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .header('cache-control', 'no-store')
        .send(body);
    }

    request.log.error({ err: error }, 'request failed');
    const body: ApiError = {
      error: 'Internal Server Error',
      message: 'Something went wrong on our side. Please try again in a moment.',
      requestId: String(request.id),
    };
    return reply.code(status).send(body);
  });
}
