import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { StarRating, type StarRatingProps } from './StarRating';

/** The rating held in the story, so keys and clicks move it as in a form. */
function Controlled(props: StarRatingProps) {
  const [value, setValue] = useState(props.value);
  return (
    <StarRating
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/Controls/StarRating',
  component: StarRating,
  args: { label: '评分', value: null, valueLabel: (stars: number) => `${stars} 星`, onChange: fn(), isRequired: true },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof StarRating>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: Tab reaches the stars, the arrow keys choose; a click chooses too. */
export const Empty: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: '评分' });
    await expect(group).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '1 星' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '3 星' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '2 星' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '5 星' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await expect(canvas.getByText('5 星')).toBeVisible();
  },
};

export const Chosen: Story = {
  args: { value: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '4 星' })).toBeChecked();
    await expect(canvas.getByText('4 星')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { errorMessage: '请选择评分' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('请选择评分')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { value: 5, isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '5 星' })).toBeDisabled();
  },
};
