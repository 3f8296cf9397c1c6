import { timestamp } from 'drizzle-orm/pg-core';

/** Every point in time is stored with its time zone (`timestamptz`), read back as a Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
