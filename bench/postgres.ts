import pg from 'pg';

// A role that may create databases, as for the route tests (README: Running against PostgreSQL).
export const ADMIN_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A database of the bench's own on the PostgreSQL server, or null when no server answers (the
 * report then says PostgreSQL was not measured).
 */
export async function createBenchDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
} | null> {
  const name = `cryptomaton_bench_${process.pid}`;
  try {
    await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  } catch (error) {
    console.warn(`PostgreSQL not measured: ${(error as Error).message}`);
    return null;
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => {},
      ),
  };
}
