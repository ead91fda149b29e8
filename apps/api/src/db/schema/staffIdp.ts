import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The embedded staff identity provider's storage (DESIGN.md §5): every oidc-provider model
 * (Session, Interaction, AuthorizationCode, Grant, AccessToken, …) as one row per artefact, so
 * sign-ins survive a restart and several API instances share them on PostgreSQL.
 */
export const staffIdpModels = pgTable(
  'staff_idp_models',
  {
    /** The oidc-provider model name, e.g. `AuthorizationCode`. */
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** Grant the artefact belongs to, for revoking everything of a grant at once. */
    grantId: text('grant_id'),
    /** Session uid (Session model only): the session cookie names the uid, not the id. */
    uid: text('uid'),
    userCode: text('user_code'),
    /** Absent for artefacts that do not expire by time. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Set once: a consumed authorization code can never be exchanged again. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('staff_idp_models_grant').on(t.grantId),
    index('staff_idp_models_uid').on(t.uid),
    index('staff_idp_models_expires').on(t.expiresAt),
  ],
);

/**
 * Secrets the provider generates on its first start and must keep: the id_token signing keys (a
 * JWKS; losing it would void every issued token) and the keys that sign its cookies.
 */
export const staffIdpSecrets = pgTable('staff_idp_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
