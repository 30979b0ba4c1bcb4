import path from 'node:path';
import { resolveImport, importVisitors } from './import-paths.js';
import { serverFolders, testFileImports } from './server-layers.js';

const SERVER = `${path.sep}src${path.sep}server${path.sep}`;
const SHARED = `${path.sep}src${path.sep}shared${path.sep}`;

/** The charter area of a file: a folder of src/server, `.` for its root files, or `shared`. */
export function serverAreaOf(file) {
  if (file.includes(SHARED)) return 'shared';
  const at = file.indexOf(SERVER);
  if (at === -1) return undefined;
  const parts = file.slice(at + SERVER.length).split(path.sep);
  return parts.length === 1 ? '.' : parts[0];
}

/** How a message names an area: `src/server/art`, `src/shared`, or the composition root. */
export const folderName = (area) =>
  area === '.'
    ? 'src/server/*.ts (the composition root)'
    : area === 'shared'
      ? 'src/shared'
      : `src/server/${area}`;

/**
 * `shop/server-folder-charters`: a file in src/server imports only from its own folder, src/shared
 * and the folders its charter (eslint/server-layers.js) lists; a test file also from the
 * composition root and testing/. What two folders need goes down to the lower one, or is passed
 * in from the composition root.
 */
export const serverFolderCharters = {
  meta: {
    type: 'problem',
    docs: { description: 'A server folder imports only the folders its charter lists.' },
    schema: [],
    messages: {
      outsideCharter:
        '{{from}} must not import from {{to}}. Its charter: {{owns}}; it may import {{allowed}}.',
      noCharter: '{{from}} has no charter: add it to eslint/server-layers.js.',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    const from = serverAreaOf(file);
    if (!from) return {};
    const charter = serverFolders[from];
    if (!charter) {
      return {
        Program: (node) =>
          context.report({ node, messageId: 'noCharter', data: { from: folderName(from) } }),
      };
    }
    const isTest = /\.test\.tsx?$/.test(file);
    const allowed = new Set([
      from,
      'shared',
      ...charter.imports,
      ...(isTest ? testFileImports : []),
    ]);
    return importVisitors((source) => {
      const target = resolveImport(file, source.value);
      const to = target && serverAreaOf(target);
      if (!to || allowed.has(to)) return;
      const listed = charter.imports.map((area) => folderName(area));
      context.report({
        node: source,
        messageId: 'outsideCharter',
        data: {
          from: folderName(from),
          to: folderName(to),
          owns: charter.owns,
          allowed: [...listed, 'src/shared'].join(', '),
        },
      });
    });
  },
};
