import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Files in storage that no committed row owns yet, or any longer: the write-ahead record that keeps a process
 * killed between storing a file and committing its row (or between deleting a row and deleting its files)
 * from leaving the file in storage forever. A key is recorded before its file is stored; the transaction that
 * writes the owning row deletes the record; a deleted row's files are recorded expiring at once. The periodic
 * sweep (features/files/pending-files-sweep.ts) removes the files of expired records, then the records.
 */
export const pendingFiles = pgTable(
  'pending_files',
  {
    /** The storage key, e.g. `hotel-assets/{hotelId}/{timestamp}-{random}.jpg`. */
    key: text('key').primaryKey(),
    /** When the work that stores and claims the file has surely ended: after it the sweep removes the file. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('pending_files_expires_at_idx').on(table.expiresAt)],
);
