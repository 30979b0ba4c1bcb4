import path from 'node:path';

const FEATURES = `${path.sep}src${path.sep}client${path.sep}features${path.sep}`;

/** The feature folder a file belongs to (`checkout` for src/client/features/checkout/…), if any. */
function featureOf(file) {
  const at = file.indexOf(FEATURES);
  if (at === -1) return undefined;
  return file.slice(at + FEATURES.length).split(path.sep)[0];
}

/**
 * `shop/no-cross-feature-imports`: a feature folder imports only from itself and from the shared
 * layers (components, lib, content, src/shared…), never from another feature. What two features
 * need moves to `src/client/components`. Import paths are resolved against the importing file, so
 * `../blog/x`, `../../features/blog/x` and the like are all caught.
 */
const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature folder must not import from another feature folder.' },
    schema: [],
    messages: {
      crossFeature:
        'features/{{from}} must not import from features/{{to}}: move what both use to src/client/components.',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    const from = featureOf(file);
    if (!from) return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(file), source.value));
      if (to && to !== from) {
        context.report({ node: source, messageId: 'crossFeature', data: { from, to } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const featureBoundaries = { rules: { 'no-cross-feature-imports': noCrossFeatureImports } };
