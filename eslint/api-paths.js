const API_PREFIX = '/api/';

/**
 * `api-paths/no-literal-api-paths`: an API path is written once, in src/shared/api-paths.ts. The
 * server registers routes with `apiPaths.…` and the client builds URLs with `apiPath(…)`, so a
 * path cannot drift between the two. A string or template literal starting with `/api/` anywhere
 * else is refused (tests keep literal paths on purpose: they check the contract).
 */
const noLiteralApiPaths = {
  meta: {
    type: 'problem',
    docs: { description: 'API paths come from src/shared/api-paths.ts.' },
    schema: [],
    messages: {
      literalPath:
        'Write API paths once: use apiPaths.… (server) or apiPath(…) (client) from src/shared/api-paths.ts.',
    },
  },
  create(context) {
    return {
      Literal: (node) => {
        if (typeof node.value === 'string' && node.value.startsWith(API_PREFIX)) {
          context.report({ node, messageId: 'literalPath' });
        }
      },
      TemplateLiteral: (node) => {
        if (node.quasis[0]?.value.cooked?.startsWith(API_PREFIX)) {
          context.report({ node, messageId: 'literalPath' });
        }
      },
    };
  },
};

export const apiPathsPlugin = { rules: { 'no-literal-api-paths': noLiteralApiPaths } };
