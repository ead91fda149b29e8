/** The mall runs on China Standard Time: "today" for grey days and daily gold prices. */
export const CHINA_TIME_ZONE = 'Asia/Shanghai';

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: CHINA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** YYYY-MM-DD of an instant in China. */
export function chinaDate(instant: Date): string {
  return dateFormat.format(instant);
}

/** YYYY-MM-DD HH:mm of an instant in China: how the server words a time in a message or a text field. */
export function chinaDateTime(instant: Date): string {
  const shifted = new Date(instant.getTime() + 8 * 3600_000).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)}`;
}
