import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { NATIONAL_REGISTERS, type NationalRegister } from '@playfair/domain/jurisdictions';
import { timestamptz } from '../../../platform/db/columns';

// The sandbox national register's own records: what Spelpaus, OASIS, CRUKS, GAMSTOP and RGIAJ keep
// on their side. The platform's code never reads these tables; it asks the sandbox only through
// NationalRegisterClient, as it would ask a real register.

const REGISTERS_SQL = sql.raw(NATIONAL_REGISTERS.map((register) => `'${register}'`).join(', '));

/**
 * The people a register holds: the documented test persons (sandbox/test-persons.ts) and the
 * short blocks operators reported. One per (register, reference): a report sent again is the
 * same entry.
 */
export const registerSandboxEntries = pgTable(
  'register_sandbox_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    register: text('register').$type<NationalRegister>().notNull(),
    /** The register's own reference: a test person's name, or the reporting operator's. */
    reference: text('reference').notNull(),
    givenName: text('given_name'),
    familyName: text('family_name'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** The national id the register keys people by (personnummer, DNI/NIE, BSN), normalised. */
    nationalId: text('national_id'),
    /** Lower case. */
    email: text('email'),
    /** As the platform writes a mobile: "+46 701234567". */
    mobile: text('mobile'),
    /** When the registration ends; null: until the person asks the register to end it. */
    until: timestamptz('until'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('register_sandbox_entries_reference_unique').on(table.register, table.reference),
    index('register_sandbox_entries_email_idx').on(table.register, table.email),
    index('register_sandbox_entries_mobile_idx').on(table.register, table.mobile),
    index('register_sandbox_entries_national_id_idx').on(table.register, table.nationalId),
    check('register_sandbox_entries_register_known', sql`${table.register} in (${REGISTERS_SQL})`),
  ],
);

/**
 * Every block report a register received, as it received it (GlüStV 2021 §6i: the panic button's
 * 24-hour block goes to OASIS). One per (register, reference): the operator's reference makes a
 * repeated report the same report.
 */
export const registerSandboxReports = pgTable(
  'register_sandbox_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    register: text('register').$type<NationalRegister>().notNull(),
    reference: text('reference').notNull(),
    reason: text('reason', { enum: ['panic-button'] }).notNull(),
    /** The identifiers the operator sent. */
    person: jsonb('person').notNull(),
    blockedFrom: timestamptz('blocked_from').notNull(),
    blockedUntil: timestamptz('blocked_until').notNull(),
    receivedAt: timestamptz('received_at').notNull(),
  },
  (table) => [
    uniqueIndex('register_sandbox_reports_reference_unique').on(table.register, table.reference),
    check('register_sandbox_reports_register_known', sql`${table.register} in (${REGISTERS_SQL})`),
    check('register_sandbox_reports_reason_known', sql`${table.reason} in ('panic-button')`),
    check('register_sandbox_reports_period', sql`${table.blockedUntil} > ${table.blockedFrom}`),
  ],
);
