import pg from 'pg';

/** The database the run's processes share, and the harness's own window on it for counting. */
export interface ScaleDatabase {
  url: string;
  /** Rows of a query, for counting what the shop did. */
  rows<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** One number from a `select count(*) …`-like query. */
  count(text: string, params?: unknown[]): Promise<number>;
  drop(): Promise<void>;
}

async function asAdmin(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh database on the PostgreSQL server `adminUrl` names, dropped at the end of the run. */
export async function createScaleDatabase(adminUrl: string, label: string): Promise<ScaleDatabase> {
  const name = `cryptomaton_scale_${process.pid}_${label}`;
  await asAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 3 });
  // A restart of PostgreSQL (one of the scenarios) drops idle connections; they reconnect.
  pool.on('error', () => undefined);
  const rows = async <T>(text: string, params: unknown[] = []) =>
    (await pool.query(text, params)).rows as T[];
  return {
    url: url.toString(),
    rows,
    count: async (text, params) => {
      const [row] = await rows<Record<string, unknown>>(text, params);
      return Number(Object.values(row ?? {})[0] ?? 0);
    },
    drop: async () => {
      await pool.end();
      await asAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
