import {
  MIGRATION_COMPLETED,
  MIGRATION_IN_PROGRESS,
  MIGRATION_NOT_NEEDED,
  type TMigrationResponse,
} from '@playfair/contracts/currency-migration';
import {
  HRK_PER_EUR,
  hrkLimitToEurMinor,
  hrkToEurMinor,
  isRetiredCurrency,
} from '@playfair/domain/euro-changeover';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/client';
import type { JobRunner } from '../../platform/jobs/jobs';
import type { IdentityService } from '../identity/service';
import type { PaymentsService } from '../payments/service';
import type { RewardsService } from '../rewards/service';
import type { RgService } from '../rg/service';
import type { WalletService } from '../wallet/service';
import {
  finishMigration,
  findMigration,
  lockMigration,
  requestedMigrations,
  requestMigration,
} from './repo/currency';

// spec 000 §1/§4 the Croatian migration: a player whose money is kept in kuna (HRK) moves to the
// euro at the fixed rate 7.53450 (DESIGN §4; the rounding rule is packages/domain/euro-changeover).
//
// Exactly once, whatever happens: the whole conversion — every ledger account, the withdrawals
// awaiting a decision, the money limits, the running bonus, the player's currency — is ONE
// database transaction that ends with the one-way `requested → done` mark. The migration's row is
// locked with SKIP LOCKED, so a second process (or a second start) leaves it to the first; a crash
// rolls everything back and leaves the row `requested`, which the sweep job runs again. Every
// ledger transfer has its own idempotency key as a last guard.
//
// The money moves through the house: each kuna balance goes to the house's kuna account and the
// euro equivalent comes from the house's euro account (`currency_conversion`), so every currency's
// accounts still sum to zero and the kuna history stays as it was, in kuna.

export const CURRENCY_MIGRATION_JOB = 'migrations.currency';
export const CURRENCY_MIGRATION_SWEEP_JOB = 'migrations.currency-sweep';
/** How often migrations asked for and not done (a lost job, a crash) are run again. */
const SWEEP_EVERY_MS = 30_000;

const FROM = 'HRK';
const TO = 'EUR';
const PLAYER_ACCOUNTS = ['player_cash', 'player_bonus', 'player_withdrawal'] as const;

export type CurrencyMigrationDependencies = {
  db: Database;
  identity: Pick<
    IdentityService,
    'lockForMigration' | 'changeCurrency' | 'setMigrationFlags' | 'createPlayer'
  >;
  wallet: Pick<WalletService, 'lockAllOfPlayer' | 'transferWithin'>;
  payments: Pick<PaymentsService, 'convertPendingWithdrawals'>;
  rg: Pick<RgService, 'convertMoneyLimits'>;
  rewards: Pick<RewardsService, 'convertRunningBonus'>;
  now: () => Date;
  log: FastifyBaseLogger;
};

/** Why a migration stopped without converting: the books disagree, and a person must look. */
export class MigrationInconsistentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MigrationInconsistentError';
  }
}

/**
 * The demo brand's kuna players (DESIGN §11 "Demo data"), so the migration can be tried: Croatian
 * accounts still in kuna, each with a balance. Their password is the README's.
 */
export const DEMO_KUNA_PLAYERS = [
  { email: 'kuna1@demo.playfair.test', balanceMinor: 1_500_00n },
  { email: 'kuna2@demo.playfair.test', balanceMinor: 250_50n },
  { email: 'kuna3@demo.playfair.test', balanceMinor: 9_876_54n },
] as const;
export const DEMO_KUNA_PASSWORD = 'Kuna-Euro-2023';

export function createCurrencyMigration(deps: CurrencyMigrationDependencies) {
  const { db, identity, wallet, payments, rg, rewards, now, log } = deps;
  let jobs: Pick<JobRunner, 'send'> | undefined;

  /** The whole conversion, once; false when it was done, is running elsewhere or is not asked. */
  async function runOne(playerId: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const migration = await lockMigration(tx, playerId);
      if (migration === undefined || migration.status === 'done') return false;
      const player = await identity.lockForMigration(playerId, tx);
      if (player === undefined || !isRetiredCurrency(player.currency)) {
        // Nothing in kuna (an unknown player, or one already in euros): done, nothing moved.
        await identity.setMigrationFlags(playerId, { awaitingMigration: false }, tx);
        await finishMigration(tx, playerId, { converted: false }, now());
        return true;
      }

      const balances = await wallet.lockAllOfPlayer(tx, playerId, FROM);
      // Each withdrawal awaiting a decision is converted on its own; the money held for them
      // becomes exactly their sum, so each still matches what is held when it is paid.
      const withdrawals = await payments.convertPendingWithdrawals(
        tx,
        playerId,
        { from: FROM, to: TO },
        hrkToEurMinor,
      );
      const heldHrk = withdrawals.reduce((sum, row) => sum + row.fromMinor, 0n);
      if (heldHrk !== balances.withdrawalMinor) {
        throw new MigrationInconsistentError(
          `held ${balances.withdrawalMinor} HRK for withdrawals, but they ask ${heldHrk}`,
        );
      }
      const euro = {
        player_cash: hrkToEurMinor(balances.cashMinor),
        player_bonus: hrkToEurMinor(balances.bonusMinor),
        player_withdrawal: withdrawals.reduce((sum, row) => sum + row.toMinor, 0n),
      };
      const kuna = {
        player_cash: balances.cashMinor,
        player_bonus: balances.bonusMinor,
        player_withdrawal: balances.withdrawalMinor,
      };
      const metadata = { migration: 'HRK-EUR', rate: HRK_PER_EUR };
      for (const kind of PLAYER_ACCOUNTS) {
        if (kuna[kind] > 0n) {
          await wallet.transferWithin(tx, {
            idempotencyKey: `currency-migration:${playerId}:${kind}:out`,
            kind: 'currency_conversion',
            from: { kind, playerId },
            to: { kind: 'house' },
            amountMinor: kuna[kind],
            currency: FROM,
            metadata: { ...metadata, euroMinor: euro[kind].toString() },
          });
        }
        if (euro[kind] > 0n) {
          await wallet.transferWithin(tx, {
            idempotencyKey: `currency-migration:${playerId}:${kind}:in`,
            kind: 'currency_conversion',
            from: { kind: 'house' },
            to: { kind, playerId },
            amountMinor: euro[kind],
            currency: TO,
            metadata: { ...metadata, kunaMinor: kuna[kind].toString() },
          });
        }
      }
      const limits = await rg.convertMoneyLimits(
        tx,
        playerId,
        { from: FROM, to: TO },
        hrkLimitToEurMinor,
      );
      const bonus = await rewards.convertRunningBonus(
        tx,
        playerId,
        { from: FROM, to: TO },
        hrkToEurMinor,
      );
      await identity.changeCurrency(playerId, TO, tx);
      await identity.setMigrationFlags(playerId, { awaitingMigration: false }, tx);
      await finishMigration(
        tx,
        playerId,
        {
          converted: true,
          rate: HRK_PER_EUR,
          accounts: Object.fromEntries(
            PLAYER_ACCOUNTS.map((kind) => [
              kind,
              { HRK: kuna[kind].toString(), EUR: euro[kind].toString() },
            ]),
          ),
          withdrawals: withdrawals.map((row) => ({
            id: row.id,
            HRK: row.fromMinor.toString(),
            EUR: row.toMinor.toString(),
          })),
          limits: limits.map((row) => ({
            id: row.id,
            type: row.limitType,
            period: row.period,
            HRK: row.from,
            EUR: row.to,
          })),
          ...(bonus === undefined
            ? {}
            : {
                bonus: {
                  id: bonus.id,
                  HRK: bonus.amountMinor.toString(),
                  EUR: bonus.convertedMinor.toString(),
                },
              }),
        },
        now(),
      );
      return true;
    });
  }

  async function runLogged(playerId: string): Promise<boolean> {
    try {
      return await runOne(playerId);
    } catch (error) {
      log.error({ err: error, playerId }, 'a currency migration failed; it is tried again later');
      throw error;
    }
  }

  /** Runs every migration asked for and not done; answers how many it finished. */
  async function runRequested(limit = 50): Promise<number> {
    let finished = 0;
    for (const playerId of await requestedMigrations(db, limit)) {
      try {
        if (await runOne(playerId)) finished += 1;
      } catch (error) {
        log.error({ err: error, playerId }, 'a currency migration failed; it is tried again later');
      }
    }
    return finished;
  }

  /** Creates the demo kuna players once (an existing email is left as it is). */
  async function seedDemoPlayers(): Promise<void> {
    for (const demo of DEMO_KUNA_PLAYERS) {
      let playerId: string;
      try {
        const player = await identity.createPlayer({
          email: demo.email,
          password: DEMO_KUNA_PASSWORD,
          country: 'HR',
          currency: FROM,
          locale: 'hr',
          dateOfBirth: '1985-06-15',
          awaitingMigration: true,
        });
        playerId = player.id;
      } catch (error) {
        if (error instanceof Error && error.name === 'EmailAlreadyExistsError') continue;
        throw error;
      }
      // Their kuna, as the books held it at the changeover (no policy: kuna takes no deposits).
      await db.transaction(async (tx) => {
        await wallet.transferWithin(tx, {
          idempotencyKey: `demo:kuna:${playerId}`,
          kind: 'adjustment',
          from: { kind: 'house' },
          to: { kind: 'player_cash', playerId },
          amountMinor: demo.balanceMinor,
          currency: FROM,
          metadata: { reason: 'demo kuna balance' },
        });
      });
    }
  }

  return {
    runOne,
    seedDemoPlayers,

    /**
     * GET /user/start-migration: asks for the player's migration (once) and queues it; answers
     * its progress. A player without kuna has nothing to migrate.
     */
    async start(player: {
      id: string;
      currency: string;
      awaitingMigration: boolean;
    }): Promise<TMigrationResponse> {
      const earlier = await findMigration(db, player.id);
      if (earlier?.status === 'done') return { success: true, progress: MIGRATION_COMPLETED };
      if (earlier === undefined) {
        if (!isRetiredCurrency(player.currency)) {
          return { success: false, progress: MIGRATION_NOT_NEEDED };
        }
        await requestMigration(
          db,
          { playerId: player.id, fromCurrency: FROM, toCurrency: TO, rate: HRK_PER_EUR },
          now(),
        );
      }
      // Queued once per player at a time; the sweep runs it if the job is lost.
      await jobs?.send(
        CURRENCY_MIGRATION_JOB,
        { playerId: player.id },
        { singletonKey: player.id, retryLimit: 5, retryDelay: 2, retryBackoff: true },
      );
      return { success: true, progress: MIGRATION_IN_PROGRESS };
    },

    runRequested,

    /** The queued migrations and the sweep that finishes any a crash or a lost job left. */
    schedule(runner: Pick<JobRunner, 'work' | 'every' | 'send'>): void {
      jobs = runner;
      runner.work<{ playerId: string }>(
        CURRENCY_MIGRATION_JOB,
        async (job) => {
          await runLogged(job.data.playerId);
        },
        { policy: 'short' },
      );
      runner.every(CURRENCY_MIGRATION_SWEEP_JOB, SWEEP_EVERY_MS, async () => {
        await runRequested();
      });
    },
  };
}

export type CurrencyMigration = ReturnType<typeof createCurrencyMigration>;
