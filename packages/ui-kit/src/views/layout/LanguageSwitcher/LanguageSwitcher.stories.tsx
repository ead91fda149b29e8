import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LanguageSwitcher } from './LanguageSwitcher';

const meta = {
  title: 'Views/Layout/LanguageSwitcher',
  component: LanguageSwitcher,
  args: {
    label: '语言',
    value: 'zh-CN',
    onChange: fn(),
    options: [
      { id: 'zh-CN', label: '简体中文', lang: 'zh-CN' },
      { id: 'zh-TW', label: '繁體中文', lang: 'zh-TW' },
      { id: 'en', label: 'English', lang: 'en' },
    ],
  },
} satisfies Meta<typeof LanguageSwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

/** zh-CN on show: pressed, and each language named in its own language, marked with it. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: '语言' });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '简体中文' })).toBeChecked();
    await expect(canvas.getByText('English')).toHaveAttribute('lang', 'en');
    await userEvent.click(canvas.getByRole('radio', { name: 'English' }));
    await expect(args.onChange).toHaveBeenCalledWith('en');
  },
};

/** By keyboard: Tab reaches the language on show, the arrow keys move to another, Space chooses it. */
export const ByKeyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '简体中文' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '繁體中文' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledWith('zh-TW');
  },
};

/**
 * One tab stop: after the arrows (up and down too) move to another language, Shift+Tab leaves the
 * group instead of landing on the language on show, and Tab comes back to the one last focused.
 */
export const OneTabStop: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const english = canvas.getByRole('radio', { name: 'English' });
    await expect(english).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: '繁體中文' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '繁體中文' })).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Choosing the language on show again changes nothing. */
export const SameLanguage: Story = {
  args: { value: 'en' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'English' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The texts of the language chosen could not be downloaded: said at once, the page stays as it was. */
export const Failed: Story = {
  args: { errorMessage: '语言切换失败，请检查网络后重试' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('语言切换失败，请检查网络后重试');
    await expect(canvas.getByRole('radiogroup', { name: '语言' })).toHaveAccessibleDescription(
      '语言切换失败，请检查网络后重试',
    );
    await expect(canvas.getByRole('radio', { name: '简体中文' })).toBeChecked();
  },
};
