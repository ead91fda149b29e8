import { Button } from '../Button/Button';

/** The states of the send-code button (spec §4). */
export const sendCodeStatuses = ['idle', 'sending', 'countdown', 'resend'] as const;
export type SendCodeStatus = (typeof sendCodeStatuses)[number];

export type SendCodeButtonProps = {
  /** Where the button is in spec §4's cycle; the owner runs the clock. */
  status: SendCodeStatus;
  /** Seconds left in `countdown` (shown as `Ns`, spec §4). */
  secondsLeft?: number;
  /** First label, e.g. 获取验证码. */
  idleLabel: string;
  /** While the call runs, e.g. 发送中. */
  sendingLabel: string;
  /** After the countdown or a failure, e.g. 重新发送. */
  resendLabel: string;
  /** Accessible name during the countdown (the visible `42s` alone says little), it must contain the visible `Ns` (WCAG 2.5.3), e.g. `42s 后可重新发送`. */
  countdownLabel: (secondsLeft: number) => string;
  /** Pressed in `idle` or `resend`. */
  onSend: () => void;
};

/**
 * The SMS code button (spec §4): idle → sending → a 60 s countdown shown as `Ns` → resend. Only
 * idle and resend can be pressed; the countdown text is not announced every second.
 */
export function SendCodeButton({
  status,
  secondsLeft = 0,
  idleLabel,
  sendingLabel,
  resendLabel,
  countdownLabel,
  onSend,
}: SendCodeButtonProps) {
  if (status === 'countdown') {
    return (
      <Button tone="secondary" isDisabled aria-label={countdownLabel(secondsLeft)}>
        {`${secondsLeft}s`}
      </Button>
    );
  }
  return (
    <Button tone="secondary" isDisabled={status === 'sending'} onPress={onSend}>
      {status === 'sending' ? sendingLabel : status === 'resend' ? resendLabel : idleLabel}
    </Button>
  );
}
