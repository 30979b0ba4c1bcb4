import { featureBoundaries } from './feature-boundaries.js';
import { noImportCycles } from './import-cycles.js';
import { serverFolderCharters } from './server-folder-charters.js';

/** The project's own lint rules, as one ESLint plugin (`shop/…`). */
export const shopPlugin = {
  rules: {
    ...featureBoundaries.rules,
    'server-folder-charters': serverFolderCharters,
    'no-import-cycles': noImportCycles,
  },
};
