// Not 'server-only': drizzle-kit (npm run db:generate) loads the schema outside Next, without its react-server condition.
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const contact_messages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
