import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import { adminApiPrefixes, apiRoot } from '../../shared/api-paths.ts';

declare module 'fastify' {
  /** What a public route says of itself in the OpenAPI document, beside its zod schemas. */
  interface FastifySchema {
    summary?: string;
    description?: string;
    tags?: readonly string[];
  }
}

/** A route as the app registered it, with the schemas it validates with. */
export interface DocumentedRoute {
  method: string;
  url: string;
  admin: boolean;
  schema?: FastifySchema;
}

/**
 * JSON routes under /api that are not part of the public API, each with the reason. Everything
 * else under /api that is not an admin route must be in the document (openapi-routes.test.ts).
 */
export const undocumentedApiRoutes: Record<string, string> = {
  'POST /api/webhooks/stripe': 'Stripe calls it, signed with the webhook secret; no other client',
};

const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** A route outside tools may call: under /api, not an admin route, not listed as internal. */
export function isPublicApiRoute(route: DocumentedRoute): boolean {
  return (
    route.method !== 'HEAD' &&
    route.url.startsWith(`${apiRoot}/`) &&
    !route.admin &&
    !adminApiPrefixes.some((prefix) => route.url.startsWith(prefix)) &&
    !(routeKey(route) in undocumentedApiRoutes)
  );
}

type JsonSchema = Record<string, unknown>;

/** JSON Schema 2020-12 (OpenAPI 3.1's own dialect) of what a client sends or gets. */
function jsonSchemaOf(schema: unknown, io: 'input' | 'output'): JsonSchema {
  if (!(schema instanceof z.ZodType)) return {};
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline' });
  // The document names its dialect once (OpenAPI 3.1 is JSON Schema 2020-12), not per schema.
  delete (json as JsonSchema).$schema;
  return json as JsonSchema;
}

/** `/api/orders/:token` as OpenAPI writes it: `/api/orders/{token}`. */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

function parametersOf(schema: FastifySchema) {
  const parameters: JsonSchema[] = [];
  for (const [where, source] of [
    ['path', schema.params],
    ['query', schema.querystring],
  ] as const) {
    const object = jsonSchemaOf(source, 'input');
    const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((object.required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      parameters.push({
        name,
        in: where,
        required: where === 'path' || required.has(name),
        schema: property,
      });
    }
  }
  return parameters;
}

function responsesOf(schema: FastifySchema) {
  const responses: Record<string, JsonSchema> = {};
  const declared = (schema.response ?? {}) as Record<string, unknown>;
  for (const [status, body] of Object.entries(declared)) {
    responses[status] = {
      description: Number(status) < 400 ? 'Success' : 'Refused: `error` and `message` say why',
      content: { 'application/json': { schema: jsonSchemaOf(body, 'output') } },
    };
  }
  if (Object.keys(responses).length === 0) responses.default = { description: 'The answer' };
  return responses;
}

function operationOf(route: DocumentedRoute) {
  const schema = route.schema ?? {};
  const operation: JsonSchema = {
    operationId: `${route.method.toLowerCase()}${openApiPath(route.url).replace(/[^A-Za-z0-9]+(.)?/g, (_all, next?: string) => (next ?? '').toUpperCase())}`,
    summary: schema.summary,
    ...(schema.description ? { description: schema.description } : {}),
    ...(schema.tags ? { tags: [...schema.tags] } : {}),
    parameters: parametersOf(schema),
    responses: responsesOf(schema),
  };
  if (schema.body) {
    operation.requestBody = {
      required: true,
      content: { 'application/json': { schema: jsonSchemaOf(schema.body, 'input') } },
    };
  }
  return operation;
}

/**
 * The OpenAPI 3.1 document of the public API, made from the routes the app registered and the
 * zod schemas each validates with, so the document cannot say what the server does not do. A
 * public route appears once it has a `summary` beside its schemas.
 */
export function openApiDocument(routes: readonly DocumentedRoute[], publicUrl: string) {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    if (!isPublicApiRoute(route) || !route.schema?.summary) continue;
    const path = openApiPath(route.url);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Cryptomaton shop API',
      version: '1',
      description:
        'The shop’s public JSON API: the bot’s licence and update calls, checkout, orders, ' +
        'find-my-purchase, contact, art and the buyer’s library. docs/licensing.md explains the licence calls.',
    },
    servers: [{ url: publicUrl }],
    paths,
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;

/** `METHOD /path` of each public route the document does not describe. */
export function routesMissingFrom(
  document: OpenApiDocument,
  routes: readonly DocumentedRoute[],
): string[] {
  return routes
    .filter(isPublicApiRoute)
    .filter((route) => !document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()])
    .map(routeKey);
}
