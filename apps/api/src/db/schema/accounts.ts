import { bigserial, boolean, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The key pairs that sign idTokens (DESIGN.md §6). Generated on first start and kept here so a
 * restart (or a second instance on the same database) keeps every session valid. `use` names the
 * purpose; one row per purpose, the first writer wins.
 */
export const signingKeys = pgTable('signing_keys', {
  use: text('use').primaryKey(),
  kid: text('kid').notNull().unique(),
  alg: text('alg').notNull(),
  /** The private key as a JWK (JSON text). A production deployment keeps this database private. */
  privateJwk: text('private_jwk').notNull(),
  publicJwk: text('public_jwk').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A signed-in session: what an idToken's `sid` points at. Refresh re-issues a token from this row
 * while it is neither expired nor revoked; logout revokes it, which also ends every token already
 * issued for it. The claims are kept here so members and staff refresh the same way.
 */
export const accountSessions = pgTable(
  'account_sessions',
  {
    /** Random, 32 hex characters; the token's `sid`. */
    id: text('id').primaryKey(),
    /** Members: members.id. Staff: their staff row id (the staff slice decides uid for staff). */
    uid: integer('uid').notNull(),
    uoid: text('uoid').notNull(),
    isStaff: boolean('is_staff').notNull().default(false),
    staffCode: text('staff_code').notNull().default(''),
    nickname: text('nickname').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastRefreshedAt: timestamp('last_refreshed_at', { withTimezone: true }).notNull(),
    /** Absolute end of the session: no refresh after this. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('account_sessions_uid').on(t.uid)],
);

/**
 * One-time codes sent by SMS (DESIGN.md §6). Only a hash of the code is stored. Each row is also one
 * send, which the per-phone and per-IP hourly limits count.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    countryNo: text('country_no').notNull(),
    mobile: text('mobile').notNull(),
    /** smsType: 1 login, 2 register, 3 reset (spec §7). */
    smsType: smallint('sms_type').notNull(),
    /** HMAC-SHA256(pepper, row salt + code), hex. */
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    /** Client address of the send, for the per-IP limit. */
    ip: text('ip').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong codes checked against this row; at 5 it is dead. */
    failedChecks: smallint('failed_checks').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('otp_codes_mobile').on(t.mobile, t.sentAt), index('otp_codes_ip').on(t.ip, t.sentAt)],
);

/**
 * Built-in slider captcha challenges (DESIGN.md §5). `lot_number` is the GeeTest-v4 name of the
 * challenge id. A challenge is solved once (`passedAt`, with a hash of the pass token) and the pass
 * is spent once (`usedAt`).
 */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    lotNumber: text('lot_number').primaryKey(),
    captchaId: text('captcha_id').notNull(),
    /** Where the piece must land, 0–100 (percent of the track). */
    target: smallint('target').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    passedAt: timestamp('passed_at', { withTimezone: true }),
    passTokenHash: text('pass_token_hash'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The client address that loaded it: loads are counted per address (issue #17: each load writes a row). */
    address: text('address').notNull().default(''),
  },
  (t) => [index('captcha_challenges_address').on(t.address, t.createdAt)],
);

/**
 * Failed password sign-ins (members at /login/password, staff at the staff provider), kept a day: the sign-in
 * throttle (lib/signInThrottle.ts) counts them per account and address, per address and per account, in the
 * database, so every instance sees the same counts and a restart forgets none (issue #17).
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `member:<username as typed, lower case>` or `staff:<staff code or e-mail, lower case>`. */
    account: text('account').notNull(),
    address: text('address').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_failures_account').on(t.account, t.at), index('sign_in_failures_address').on(t.address, t.at)],
);

/**
 * One-time login tickets: the short-lived cookie a login form post leaves for the mall, exchanged
 * once at POST /api/account/token for the user info and idToken (DESIGN.md §6). Stored hashed.
 */
export const loginTickets = pgTable('login_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  sessionId: text('session_id')
    .notNull()
    .references(() => accountSessions.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
