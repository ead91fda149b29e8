import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Card levels of the member programme, lowest first. */
export const cardLevels = pgTable('card_levels', {
  level: smallint('level').primaryKey(),
  name: text('name').notNull(),
  /** A calendar year's consumption in fen that reaches this level (contract rules/membership.ts). */
  thresholdFen: integer('threshold_fen').notNull(),
  /** What the level brings, one line each, as the membership page lists them (issue #13). */
  benefits: text('benefits')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

/**
 * Customers and members (uid = id). Passwords: argon2id over HMAC(pepper, md5hex) (DESIGN.md §6);
 * the hash is written by the accounts slice.
 */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    uoid: text('uoid').notNull().unique(),
    mobile: text('mobile').notNull(),
    countryNo: text('country_no').notNull().default('86'),
    passwordHash: text('password_hash'),
    nickname: text('nickname').notNull().default(''),
    familyName: text('family_name').notNull().default(''),
    memberTitle: smallint('member_title'),
    birthday: date('birthday'),
    cardNo: text('card_no').notNull().unique(),
    vipNo: text('vip_no').notNull().unique(),
    cardLevel: smallint('card_level')
      .notNull()
      .references(() => cardLevels.level),
    points: integer('points').notNull().default(0),
    pointPwdHash: text('point_pwd_hash'),
    /** Gift-card balance in fen (issue #7 checkout). */
    giftCardFen: integer('gift_card_fen').notNull().default(0),
    firstJoinDate: date('first_join_date').notNull(),
    /** This calendar year's consumption (the sum of this year's consumption_records), kept with them. */
    consumeAmountFen: integer('consume_amount_fen').notNull().default(0),
    reConsumeAmountFen: integer('re_consume_amount_fen').notNull().default(0),
    /** The last day the card level holds without more consumption (contract cardLevelAfter). */
    membershipExpirationDate: date('membership_expiration_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Wrong old passwords given to the password change in a row (issue #13); reset by a right one. */
    passwordFailures: smallint('password_failures').notNull().default(0),
    /** The password change refuses until then after too many wrong old passwords. */
    passwordLockedUntil: timestamp('password_locked_until', { withTimezone: true }),
    /**
     * When the member cancelled the account (issue #13, PIPL): the row stays for the orders and money
     * records that point at it, anonymised, its mobile freed so the number can register again.
     */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  // One account per phone number (the accounts slice registers by it; a race cannot make two).
  (t) => [
    uniqueIndex('members_mobile').on(t.countryNo, t.mobile),
    // Checkout spends points and gift card with conditional updates; these make overspending impossible.
    check('members_points_not_negative', sql`${t.points} >= 0`),
    check('members_gift_card_not_negative', sql`${t.giftCardFen} >= 0`),
  ],
);

/** Staff users: they sign in through the staff identity provider (spec §6). */
export const staff = pgTable('staff', {
  id: serial('id').primaryKey(),
  staffCode: text('staff_code').notNull().unique(),
  nickname: text('nickname').notNull(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  /** Staff purchase limit per calendar month (China time), in fen (spec §6, issue #7). */
  purchaseLimitFen: integer('purchase_limit_fen').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  /** Answers the online customer-service chat at the service desk (issue #15). */
  isChatAgent: boolean('is_chat_agent').notNull().default(false),
});

/** Which clause version each member accepted (spec §4 clause agreement flow). */
export const clauseSigns = pgTable(
  'clause_signs',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    clauseKey: text('clause_key').notNull(),
    clauseVersion: text('clause_version').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.clauseKey] })],
);
