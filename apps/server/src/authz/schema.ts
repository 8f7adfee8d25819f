/**
 * The tenancy table: client organisations (district offices, companies, campuses). A client's admin user sees only
 * its client's rows (authz/scope.ts), so the platform holds the table; the clients area manages it (areas/clients/).
 */
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ClientType } from '@oa/contract';
import { createdAt } from '../db/columns';

/** Client organisations (district offices, companies, campuses) that robots are run for. */
export const clients = pgTable(
  'clients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uid: text('uid').notNull(),
    name: text('name').notNull(),
    type: text('type').$type<ClientType>().notNull(),
    businessNumber: text('business_number'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    district: text('district'),
    parentId: integer('parent_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('clients_uid_key').on(table.uid),
    index('clients_created_at_idx').on(table.createdAt),
    index('clients_parent_id_idx').on(table.parentId),
  ],
);
