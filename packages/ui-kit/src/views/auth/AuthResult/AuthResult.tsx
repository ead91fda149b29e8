import type { ReactNode } from 'react';
import { Icon } from '../../../primitives/media/Icon/Icon';
import { Heading, Text } from '../../../primitives/typography/Text/Text';
import * as styles from './AuthResult.css';

export type AuthResultProps = {
  /** The outcome, e.g. 重设成功 or 注册成功. */
  title: string;
  /** A line under it, e.g. 请使用新密码登录. */
  message?: string;
  /** Heading level in the page outline: 1 on a page, 2 inside a drawer. */
  level?: 1 | 2;
  /** The way on: a login button (pop-up) or go-shopping (page), spec §2. */
  action: ReactNode;
};

/** A success screen after reset or registration (spec §2, §4 reset step 1). */
export function AuthResult({ title, message, level = 2, action }: AuthResultProps) {
  return (
    <div className={styles.root} role="status">
      <span className={styles.icon}>
        <Icon name="check" size="large" />
      </span>
      <Heading level={level}>{title}</Heading>
      {message ? <Text tone="muted">{message}</Text> : null}
      <div className={styles.action}>{action}</div>
    </div>
  );
}
