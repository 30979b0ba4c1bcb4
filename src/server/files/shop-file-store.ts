import path from 'node:path';
import type { Db } from '../db/client.ts';
import { DatabaseBlobs } from './database-blobs.ts';
import { FileStore } from './file-store.ts';

/** The shop's files: kept in its database, cached on this machine in DATA_DIR/files. */
export const shopFileStore = (db: Db, dataDir: string) =>
  new FileStore(new DatabaseBlobs(db), path.join(dataDir, 'files'));
