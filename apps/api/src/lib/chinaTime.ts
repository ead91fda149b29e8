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
