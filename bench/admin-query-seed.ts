import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.ts';

/** How many orders the admin-query bench seeds (the "100,000 orders"). */
export const SEEDED_ORDERS = 100_000;
/** Distinct buyers among them: most buy once, some come back. */
export const SEEDED_BUYERS = 60_000;
/** Days the orders spread over, ending today. */
export const SEEDED_DAYS = 365;

/*
 * One shop a year into selling, written with set-based SQL so 100,000 orders take seconds: a
 * fifth are art from 12 pieces, a tenth used a code, 1 in 20 was refunded, 1 in 50 partly, and
 * some failed, are pending or disputed. Every paid order has a link (half of them downloaded),
 * every paid bot order a licence (a third activated), and 5,000 contact messages came in.
 */
const statements = (orders: number, buyers: number, days: number) => [
  sql`insert into art_collections (name, price_cents, total_supply, remaining_supply)
    select 'Piece ' || i, 4900, 100000, 100000 from generate_series(1, 12) as i`,
  sql.raw(`insert into orders (token_hash, email, product, art_collection_id, amount_cents,
      refunded_cents, currency, status, provider, created_at, completed_at, discount_code,
      discount_cents)
    select md5('order' || i) || md5('token' || i),
      'buyer' || (i % ${buyers}) || '@example.com',
      case when i % 5 = 0 then 'art' else 'bot' end,
      case when i % 5 = 0 then (select min(id) from art_collections) + i % 12 end,
      amount, refunded, 'USD', status, 'test', created, case when status = 'completed' then created end,
      case when i % 10 = 4 then 'SAVE10' end, case when i % 10 = 4 then 1490 else 0 end
    from (
      select i,
        case when i % 5 = 0 then 4900 when i % 10 = 4 then 13410 else 14900 end as amount,
        case when i % 20 = 0 then 'refunded' when i % 20 = 1 then 'failed'
          when i % 20 = 2 then 'pending' when i % 97 = 3 then 'disputed' else 'completed' end as status,
        now() - make_interval(days => i % ${days}, secs => (i * 37) % 86400) as created,
        case when i % 20 = 0 then (case when i % 5 = 0 then 4900 else 14900 end)
          when i % 50 = 7 then 1000 else 0 end as refunded
      from generate_series(1, ${orders}) as i
    ) as seeded`),
  sql`insert into download_grants (order_id, token_hash, expires_at, max_downloads, downloads_used)
    select id, md5('grant' || id), created_at + interval '48 hours', 3, id % 2
    from orders where status in ('completed', 'refunded', 'disputed')`,
  sql`insert into grant_downloads (grant_id, downloaded_at, client)
    select id, created_at + interval '1 hour', 'Chrome on Windows'
    from download_grants where downloads_used > 0`,
  sql`insert into licences (order_id, key_hash, key_last_group, order_reference, machines_allowed)
    select id, md5('licence' || id), 'ABCD', 'CM-' || upper(substr(token_hash, 1, 10)), 3
    from orders where product = 'bot' and status in ('completed', 'refunded', 'disputed')`,
  sql`insert into licence_machines (licence_id, fingerprint, name, activated_at, last_seen_at,
      last_address)
    select id, 'machine-' || id, 'Desk', created_at, created_at, '198.51.100.7'
    from licences where id % 3 = 0`,
  sql.raw(`insert into contact_messages (first_name, last_name, email, subject, message)
    select 'Ada', 'Buyer', 'buyer' || (i * 7 % ${buyers}) || '@example.com', 'Question ' || i,
      'How do I start?'
    from generate_series(1, 5000) as i`),
  // What PostgreSQL's autovacuum does after a load like this; PGlite has none, so both are told.
  sql`analyze`,
];

/** Fills an empty, migrated shop database with the bench's orders. */
export async function seedAdminQueryShop(db: Db): Promise<void> {
  for (const statement of statements(SEEDED_ORDERS, SEEDED_BUYERS, SEEDED_DAYS)) {
    await db.execute(statement);
  }
}
