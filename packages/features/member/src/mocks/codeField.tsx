import { Button, TextField } from '@mall/ui-kit';
import { useState } from 'react';
import type { CodeFieldProps } from '../containers/codeField';

/** A passed captcha as the built-in provider gives it (GeeTest v4 names). */
export const storyPass = {
  captcha_id: 'builtin',
  lot_number: 'story-lot',
  captcha_output: 'story-output',
  pass_token: 'story-pass',
  gen_time: '1796090400',
};

/**
 * Story stand-in for the code field the app lends (the sign-in feature's captcha + SMS code): the
 * code input, and a send button that calls `send` with a passed captcha, as the real one does after
 * the slider. The real field's own stories live with the auth feature.
 */
export function StoryCodeField({ value, onChange, errorMessage, send, canSend, onToast }: CodeFieldProps) {
  const [sent, setSent] = useState(false);
  return (
    <>
      <TextField label="验证码" value={value} onChange={onChange} errorMessage={errorMessage} isRequired />
      <Button
        tone="secondary"
        onPress={() => {
          if (canSend && !canSend()) return;
          void send(storyPass).then(
            () => setSent(true),
            () => onToast('发送失败，请稍后再试'),
          );
        }}
      >
        {sent ? '已发送' : '获取验证码'}
      </Button>
    </>
  );
}
