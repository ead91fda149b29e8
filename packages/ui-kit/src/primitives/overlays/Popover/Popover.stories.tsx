import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../../controls/Button/Button';
import { Icon } from '../../media/Icon/Icon';
import { Popover, type PopoverProps } from './Popover';
import { popoverPlacements } from './popoverProps';

const goldPrices = ['足金999 黄金饰品 ¥ 1,023.00/克', '足金999 投资金条 ¥ 968.00/克', 'PT950 铂金饰品 ¥ 512.00/克'];

/** Story scaffolding: the gold-price panel content as a list. */
function GoldPriceList({ items }: { items: string[] }) {
  return (
    <ul style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 8, whiteSpace: 'nowrap' }}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const goldPriceTrigger = ({ isOpen }: { isOpen: boolean }) => (
  <Button tone="link">
    今日金价
    <Icon name={isOpen ? 'chevronUp' : 'chevronDown'} size="small" />
  </Button>
);

const meta = {
  title: 'Primitives/Overlays/Popover',
  component: Popover,
  args: {
    'aria-label': '今日金价',
    trigger: goldPriceTrigger as PopoverProps['trigger'],
    children: goldPrices,
    onOpenChange: fn(),
  },
  argTypes: { placement: { control: 'select', options: popoverPlacements } },
  render: ({ children, ...args }) => (
    <Popover {...args}>
      <GoldPriceList items={children as string[]} />
    </Popover>
  ),
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const page = within(document.body);
    const trigger = canvas.getByRole('button', { name: '今日金价' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(trigger);
    const panel = await page.findByRole('dialog', { name: '今日金价' });
    await expect(within(panel).getByText('足金999 黄金饰品 ¥ 1,023.00/克')).toBeInTheDocument();
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Enter opens it, focus moves in; Escape closes it and focus returns to the trigger. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const page = within(document.body);
    const trigger = canvas.getByRole('button', { name: '今日金价' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const panel = await page.findByRole('dialog', { name: '今日金价' });
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/**
 * The header gold price: a resting mouse opens it without taking focus, the pointer can move into
 * the panel, and it closes once the pointer has left both. Enter still opens it (hover is never
 * the only way).
 */
export const HoverOpen: Story = {
  args: { openOnHover: true, hoverDelayMs: 100, closeDelayMs: 200 },
  play: async ({ canvas, userEvent }) => {
    const page = within(document.body);
    const trigger = canvas.getByRole('button', { name: '今日金价' });

    await userEvent.hover(trigger);
    const panel = await page.findByRole('dialog', { name: '今日金价' });
    await expect(panel).not.toContainElement(document.activeElement as HTMLElement);

    // Crossing from the trigger into the panel keeps it open.
    await userEvent.unhover(trigger);
    await userEvent.hover(panel);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(page.getByRole('dialog', { name: '今日金价' })).toBeInTheDocument();

    await userEvent.unhover(panel);
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());

    // The keyboard path works the same with hover turned on.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const pressed = await page.findByRole('dialog', { name: '今日金价' });
    await waitFor(() => expect(pressed).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Escape dismisses a hover-opened panel without moving the pointer (WCAG 1.4.13). */
export const HoverEscape: Story = {
  args: { openOnHover: true, hoverDelayMs: 100 },
  play: async ({ canvas, userEvent }) => {
    const page = within(document.body);
    await userEvent.hover(canvas.getByRole('button', { name: '今日金价' }));
    await page.findByRole('dialog', { name: '今日金价' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A hover-opened panel left open, so the accessibility check also covers this state. */
export const HoverOpened: Story = {
  args: { openOnHover: true, hoverDelayMs: 100, hasArrow: true },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: '今日金价' });
    await userEvent.hover(trigger);
    const panel = await within(document.body).findByRole('dialog', { name: '今日金价' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('aria-controls', panel.id);
  },
};

/** Pressing the trigger of a hover-opened panel keeps it open and moves focus in. */
export const HoverThenPress: Story = {
  args: { openOnHover: true, hoverDelayMs: 100, closeDelayMs: 100 },
  play: async ({ canvas, userEvent }) => {
    const page = within(document.body);
    const trigger = canvas.getByRole('button', { name: '今日金价' });
    await userEvent.hover(trigger);
    await page.findByRole('dialog', { name: '今日金价' });

    await userEvent.click(trigger);
    const panel = await page.findByRole('dialog', { name: '今日金价' });
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(page.getByRole('dialog', { name: '今日金价' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const WithArrow: Story = {
  args: { hasArrow: true, defaultOpen: true },
  play: async () => {
    const panel = await within(document.body).findByRole('dialog', { name: '今日金价' });
    await expect(panel.parentElement?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Account menu when logged in: entries close the panel through the `close` render prop. */
export const AccountMenu: Story = {
  args: {
    'aria-label': '我的账户',
    trigger: (
      <Button tone="link" aria-label="我的账户">
        <Icon name="user" />
      </Button>
    ),
    children: ['我的账户', '订单中心', '退出登录'],
    placement: 'bottom end',
    defaultOpen: true,
  },
  render: ({ children, ...args }) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Popover {...args}>
        {({ close }) => (
          <div style={{ display: 'grid', justifyItems: 'start', gap: 8 }}>
            {(children as string[]).map((entry) => (
              <Button key={entry} tone="link" onPress={close}>
                {entry}
              </Button>
            ))}
          </div>
        )}
      </Popover>
    </div>
  ),
  play: async ({ args, userEvent }) => {
    const page = within(document.body);
    const menu = await page.findByRole('dialog', { name: '我的账户' });
    await userEvent.click(within(menu).getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Story scaffolding: the caller owns the open state. */
function ControlledDemo(args: PopoverProps) {
  const [isOpen, setOpen] = useState(args.isOpen ?? false);
  return (
    <Popover
      {...args}
      isOpen={isOpen}
      onOpenChange={(next) => {
        setOpen(next);
        args.onOpenChange?.(next);
      }}
    />
  );
}

export const Controlled: Story = {
  args: { isOpen: true },
  render: ({ children, ...args }) => (
    <ControlledDemo {...args}>
      <GoldPriceList items={children as string[]} />
    </ControlledDemo>
  ),
  play: async ({ canvas, args, userEvent }) => {
    const page = within(document.body);
    await page.findByRole('dialog', { name: '今日金价' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await userEvent.click(canvas.getByRole('button', { name: '今日金价' }));
    await page.findByRole('dialog', { name: '今日金价' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
  },
};
