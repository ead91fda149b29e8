/**
 * The online customer-service chat (spec §1, §7 "Customer service chat"; issue #15): opening hours,
 * message limits and de-duplication by the sender's message id. Pure and shared: the chat page, the
 * desk and the server apply the same rules. No TypeBox here, so the mall imports them without schemas.
 */

/** The time zone the hours are kept in: the shop's, whatever the shopper's clock says. */
export const CHAT_TIME_ZONE = 'Asia/Shanghai';

/** A daily window in minutes after local midnight: `from` inclusive, `to` exclusive. */
export type DailyHours = { from: number; to: number };

/** spec §1: online chat daily 8:15–23:45. */
export const CHAT_HOURS_DEFAULT = '8:15-23:45';
/** spec §1: hotline weekdays 9:30–17:30. */
export const HOTLINE_HOURS_DEFAULT = '9:30-17:30';

/** The quick answers' topics that open a help-centre page (issue #15); 金价 opens /todaygold instead. */
export const chatHelpTopics = ['order', 'delivery', 'afterSales'] as const;
export type ChatHelpTopic = (typeof chatHelpTopics)[number];

/**
 * The help page (its slug, stable where ids are not) that answers each quick-answer topic: the
 * server looks the ids up for the chat session, and the seed's help copy must hold each slug
 * (seed.test.ts), so a renamed page fails a test instead of a link.
 */
export const CHAT_HELP_SLUGS: Readonly<Record<ChatHelpTopic, string>> = {
  order: 'shopping-flow',
  delivery: 'delivery',
  afterSales: 'returns',
};

/** Longest text message, in visible characters (issue #15: length-limited). */
export const CHAT_TEXT_MAX = 500;
/** Longest remark with a rating (issue #15: 1–5 and a remark). */
export const CHAT_REMARK_MAX = 200;
export const CHAT_RATING_MIN = 1;
export const CHAT_RATING_MAX = 5;

/**
 * How many messages one sender may send in a window (issue #15: rate limits per connection and
 * per customer). A person types far slower; a script that floods is stopped, and what was refused
 * is never stored.
 */
export const CHAT_RATE_LIMITS = {
  perConnection: { count: 10, windowMs: 10_000 },
  perCustomer: { count: 20, windowMs: 10_000 },
} as const;

const hoursPattern = /^(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})$/;

/**
 * Reads `H:MM-H:MM` (the runtime config's `support.chatHours`) as a daily window; null for anything
 * else, or for a window that ends before it starts (the shop does not keep overnight hours).
 */
export function parseDailyHours(text: string): DailyHours | null {
  const match = hoursPattern.exec(text.trim());
  if (!match) return null;
  const [fromHour, fromMinute, toHour, toMinute] = match.slice(1).map(Number) as [number, number, number, number];
  if (fromHour > 23 || toHour > 24 || fromMinute > 59 || toMinute > 59) return null;
  const from = fromHour * 60 + fromMinute;
  const to = toHour * 60 + toMinute;
  return from < to && to <= 24 * 60 ? { from, to } : null;
}

const localParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: CHAT_TIME_ZONE,
  hourCycle: 'h23',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** Minutes after local midnight and whether it is Saturday or Sunday, in the shop's time zone. */
export function shopClock(instant: Date): { minutes: number; isWeekend: boolean } {
  const parts = Object.fromEntries(localParts.formatToParts(instant).map((part) => [part.type, part.value]));
  const minutes = Number(parts.hour) * 60 + Number(parts.minute);
  return { minutes, isWeekend: parts.weekday === 'Sat' || parts.weekday === 'Sun' };
}

/**
 * Whether an instant falls in a daily window (spec §1). The opening minute counts (8:15:00 is
 * open), the closing one does not (23:45:00 is closed): "until 23:45" means a shopper who writes at
 * 23:45 finds no one there, which is what they would find.
 */
export function isWithinHours(instant: Date, hours: DailyHours, options: { weekdaysOnly?: boolean } = {}): boolean {
  const { minutes, isWeekend } = shopClock(instant);
  if (options.weekdaysOnly && isWeekend) return false;
  return minutes >= hours.from && minutes < hours.to;
}

/** China keeps one offset all year (no daylight saving since 1991): the shop's day starts at 16:00 UTC. */
const SHOP_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/**
 * The next instant after `instant` at which the chat opens or closes (the next 8:15 or 23:45 in the
 * shop's time zone, issue #15): a page left open sets a timer to it and asks {@link isWithinHours}
 * again then. Always strictly later, so at 8:15:00 exactly the next one is 23:45.
 */
export function nextHoursBoundary(instant: Date, hours: DailyHours): Date {
  const local = instant.getTime() + SHOP_OFFSET_MS;
  const dayStart = Math.floor(local / DAY_MS) * DAY_MS;
  const sinceMidnight = local - dayStart;
  const next = [hours.from * 60_000, hours.to * 60_000, DAY_MS + hours.from * 60_000].find(
    (boundary) => boundary > sinceMidnight,
  ) as number;
  return new Date(dayStart + next - SHOP_OFFSET_MS);
}

/** What the chat tells a shopper about who is there: the agents (daily) and the hotline (weekdays). */
export function chatAvailability(
  instant: Date,
  hours: { chat: DailyHours; hotline: DailyHours },
): { isChatOpen: boolean; isHotlineOpen: boolean } {
  return {
    isChatOpen: isWithinHours(instant, hours.chat),
    isHotlineOpen: isWithinHours(instant, hours.hotline, { weekdaysOnly: true }),
  };
}

/** A message as de-duplication sees it: the sender's id, and the server's once stored. */
export type ClientIdentified = { clientId: string; id: string };

/**
 * Merges incoming messages into a list, once per sender id (issue #15: a resend after a reconnect
 * never doubles a message): an incoming message replaces the one with its clientId (the pending
 * copy becomes the stored one), new ones are appended, and the list stays in the order given.
 */
export function mergeByClientId<T extends ClientIdentified>(list: readonly T[], incoming: readonly T[]): T[] {
  const merged = [...list];
  const index = new Map(merged.map((message, position) => [message.clientId, position]));
  for (const message of incoming) {
    const at = index.get(message.clientId);
    if (at === undefined) {
      index.set(message.clientId, merged.length);
      merged.push(message);
    } else {
      merged[at] = message;
    }
  }
  return merged;
}
