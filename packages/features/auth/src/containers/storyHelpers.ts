import { expect, userEvent, type within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;

/** Completes the slider captcha with one click on the gap (WCAG 2.2 2.5.7). */
export async function passCaptchaByClick(canvas: Canvas) {
  await userEvent.click(canvas.getByRole('button', { name: '点击按钮进行验证' }));
  await userEvent.click(await canvas.findByRole('button', { name: '点击缺口完成验证' }, { timeout: 5000 }));
  await expect(await canvas.findByText('验证通过', {}, { timeout: 5000 })).toBeInTheDocument();
}

/** Completes the slider captcha by keyboard only: Enter on the button, arrows on the slider, Enter. */
export async function passCaptchaByKeyboard(canvas: Canvas) {
  canvas.getByRole('button', { name: '点击按钮进行验证' }).focus();
  await userEvent.keyboard('{Enter}');
  const slider = await canvas.findByRole('slider', { name: '验证滑块' });
  slider.focus();
  // The mocks put the gap at 63 %: six Page Up and three arrows.
  await userEvent.keyboard(
    '{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}{ArrowRight}{ArrowRight}{ArrowRight}{Enter}',
  );
  await expect(await canvas.findByText('验证通过', {}, { timeout: 5000 })).toBeInTheDocument();
}

/** Ticks both agreement boxes. */
export async function acceptAgreements(canvas: Canvas) {
  await userEvent.click(canvas.getByRole('checkbox', { name: /用户协议/ }));
  await userEvent.click(canvas.getByRole('checkbox', { name: /个人信息收集声明/ }));
}
