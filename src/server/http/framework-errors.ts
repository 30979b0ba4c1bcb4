import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '../../shared/api-error.ts';
import { refusalHeaders } from './answer-headers.ts';

const answers: Record<string, { status: number; body: ApiError }> = {
  FST_ERR_BAD_URL: {
    status: 400,
    body: {
      error: 'Bad Request',
      message:
        'This web address is malformed and cannot be read. Please check the link and try again.',
    },
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    body: {
      error: 'URI Too Long',
      message: 'This web address is too long. Please check the link and try again.',
    },
  },
};

/**
 * Fastify answers a URL its router cannot decode (`/%ff`, `/%zz`) before any hook runs, with a
 * bare 400 that repeats the URL: no security headers, no request id, and the sender's text in
 * the body. This answers it as the shop answers everything else, and never repeats the URL.
 */
export function frameworkErrorHandler(security: Readonly<Record<string, string>>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const known = error.code ? answers[error.code] : undefined;
    if (!known) request.log.error({ err: error }, 'request refused by the router');
    const { status, body } = known ?? {
      status: 500,
      body: {
        error: 'Internal Server Error',
        message: 'Something went wrong on our side. Please try again in a moment.',
        requestId: String(request.id),
      },
    };
    void reply
      .code(status)
      .headers(refusalHeaders(security, String(request.id)))
      .send(JSON.stringify(body));
  };
}
