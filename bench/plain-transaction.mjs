// The baseline of bench/provider-debit.mjs: the least a money-moving call can do on the same
// PostgreSQL — one transaction that inserts a row and updates one balance — behind a bare Fastify
// with the same pool size as the platform (DATABASE_POOL_MAX, default 10).
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_MAX ?? 10),
});
await pool.query(`create table if not exists bench_plain_balances (
  id int primary key, balance_minor bigint not null check (balance_minor >= 0))`);
await pool.query(`create table if not exists bench_plain_movements (
  id text primary key, amount_minor bigint not null, created_at timestamptz not null default now())`);
await pool.query(
  `insert into bench_plain_balances (id, balance_minor) values (1, 1000000000000) on conflict do nothing`,
);

const app = Fastify({ logger: false });
app.post('/plain', async (request) => {
  const { transactionId, amount } = request.body;
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('insert into bench_plain_movements (id, amount_minor) values ($1, $2)', [
      transactionId,
      amount,
    ]);
    const { rows } = await client.query(
      'update bench_plain_balances set balance_minor = balance_minor - $1 where id = 1 returning balance_minor',
      [amount],
    );
    await client.query('commit');
    return { success: true, balance: Number(rows[0].balance_minor) };
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
});
app.get('/health', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () =>
  app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0)),
);
