/** The length attributes a form could retype instead of reading them from src/shared. */
const LENGTH_ATTRIBUTES = new Set(['maxLength', 'minLength']);

/** `maxLength={100}`, `maxLength="100"`, `maxLength={`100`}`: a number written in the form. */
function isWrittenNumber(value) {
  if (!value) return false;
  if (value.type === 'Literal') return true;
  if (value.type !== 'JSXExpressionContainer') return false;
  const expression = value.expression;
  return (
    expression.type === 'Literal' ||
    (expression.type === 'TemplateLiteral' && expression.expressions.length === 0) ||
    (expression.type === 'UnaryExpression' && expression.argument.type === 'Literal')
  );
}

/**
 * `shop-fields/no-literal-length`: a form's field limits come from the shared schemas' constants
 * (as `contactMaxLength.message`), so the browser and the server cannot drift apart.
 */
const noLiteralLength = {
  meta: {
    type: 'problem',
    docs: { description: 'A maxLength or minLength must be a constant from src/shared.' },
    schema: [],
    messages: {
      literal:
        '{{name}} retypes a field limit: use the constant the shared schema in src/shared exports.',
    },
  },
  create(context) {
    return {
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : undefined;
        if (LENGTH_ATTRIBUTES.has(name) && isWrittenNumber(node.value)) {
          context.report({ node, messageId: 'literal', data: { name } });
        }
      },
    };
  },
};

/** The config block: every client file's length attributes. */
export const fieldLimits = {
  files: ['src/client/**/*.{ts,tsx}'],
  plugins: { 'shop-fields': { rules: { 'no-literal-length': noLiteralLength } } },
  rules: { 'shop-fields/no-literal-length': 'error' },
};
