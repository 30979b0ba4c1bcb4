/**
 * A backup is one gzip file of JSON lines: a header, then one line per row (`{"t": table,
 * "r": row}`, the row as PostgreSQL's `row_to_json` writes it, files' bytes included, as the
 * `file_blob_chunks` table holds them), then a trailer with the row counts. A file without its
 * trailer was cut short and is refused.
 */
export const BACKUP_FORMAT = 'cryptomaton-backup';
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** How many schema migrations the database had: a restore needs at least as many. */
  migrations: number;
}

export interface BackupRow {
  t: string;
  r: Record<string, unknown>;
}

export interface BackupTrailer {
  end: true;
  rows: Record<string, number>;
}

export class BackupError extends Error {
  override name = 'BackupError';
}
