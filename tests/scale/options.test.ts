import { describe, expect, it } from 'vitest';
import { parseOptions } from './options.ts';

describe('test:scale options', () => {
  it('runs every scenario on this Node, on free ports, against the local servers by default', () => {
    expect(parseOptions([], {})).toEqual({
      node: process.execPath,
      port: 0,
      only: [],
      adminDatabaseUrl: 'postgres://postgres@127.0.0.1:5432/postgres',
      redisUrl: 'redis://127.0.0.1:6379',
      restartPostgres: undefined,
    });
  });

  it('takes another Node, a port range, a few scenarios and the servers from the environment', () => {
    const options = parseOptions(
      ['--node', '/opt/node24/bin/node', '--port', '3540', '--only', 'sessions, downloads'],
      {
        TEST_DATABASE_URL: 'postgres://postgres@127.0.0.1:6543/postgres',
        SCALE_PG_RESTART: 'pg_ctl -D /tmp/pg restart',
      },
    );
    expect(options).toMatchObject({
      node: '/opt/node24/bin/node',
      port: 3540,
      only: ['sessions', 'downloads'],
      adminDatabaseUrl: 'postgres://postgres@127.0.0.1:6543/postgres',
      restartPostgres: 'pg_ctl -D /tmp/pg restart',
    });
  });

  it('refuses a bad port or an unknown option, naming it', () => {
    expect(() => parseOptions(['--port', 'x'], {})).toThrow(/--port/);
    expect(() => parseOptions(['--nodes', '2'], {})).toThrow(/nodes/);
  });
});
