import { Badge } from '../../../primitives/feedback/Badge/Badge';

/** The states a console list or timeline speaks of: neutral (已取消), info (待发货), success (已完成), warning (即将超时), danger (退款失败). */
export const statusTones = ['neutral', 'info', 'success', 'warning', 'danger'] as const;
export type StatusTone = (typeof statusTones)[number];

/** Each status tone drawn as the Badge tone of the same meaning (every pair AA, theme/tokens.test.ts). */
const badgeToneOf = {
  neutral: 'neutral',
  info: 'info',
  success: 'positive',
  warning: 'warning',
  danger: 'critical',
} as const satisfies Record<StatusTone, string>;

export type StatusTagProps = {
  /** The state's words (待发货, 已退款); they carry the meaning, the colour only repeats it. */
  children: string;
  /** The colour role of the state. Default neutral. */
  tone?: StatusTone;
};

/** A record's state in a console table, card or timeline: a soft Badge in the tone of the state. */
export function StatusTag({ children, tone = 'neutral' }: StatusTagProps) {
  return <Badge tone={badgeToneOf[tone]}>{children}</Badge>;
}
