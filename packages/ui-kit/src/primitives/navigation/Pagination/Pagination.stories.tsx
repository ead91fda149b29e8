import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

/** Holds the page like a results list does, so a change shows; reports each change to the action. */
function StatefulPagination(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onChange={(next) => {
        setPage(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/Navigation/Pagination',
  component: Pagination,
  // 搜索“手镯”: ten pages of results.
  args: {
    page: 1,
    pageCount: 10,
    labels: { navigation: '分页', previous: '上一页', next: '下一页', page: (n: number) => `第 ${n} 页` },
    onChange: fn(),
  },
  argTypes: {
    page: { control: { type: 'number', min: 1, step: 1 } },
    pageCount: { control: { type: 'number', min: 0, step: 1 } },
  },
  render: (args) => <StatefulPagination key={`${args.page}-${args.pageCount}`} {...args} />,
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const First: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: '分页' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: '上一页' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('link', { name: '下一页' }));
    await expect(args.onChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('link', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: '第 1 页' })).not.toHaveAttribute('aria-current');
  },
};

export const Middle: Story = {
  args: { page: 5 },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('link', { name: '第 5 页' })).toHaveAttribute('aria-current', 'page');
    // 1 … 4 5 6 … 10
    await expect(canvas.getAllByRole('link', { name: /^第 \d+ 页$/ }).map((link) => link.textContent)).toEqual([
      '1',
      '4',
      '5',
      '6',
      '10',
    ]);
    await userEvent.click(canvas.getByRole('link', { name: '第 10 页' }));
    await expect(args.onChange).toHaveBeenCalledWith(10);
  },
};

export const Last: Story = {
  args: { page: 10 },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('link', { name: '下一页' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('link', { name: '第 10 页' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('link', { name: '上一页' }));
    await expect(args.onChange).toHaveBeenCalledWith(9);
  },
};

export const FewPages: Story = {
  args: { page: 2, pageCount: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link', { name: /^第 \d+ 页$/ })).toHaveLength(4);
  },
};

/** Tab reaches every link in order; Enter follows one. */
export const Keyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    // 上一页 is disabled on the first page, so Tab starts on page 1.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '第 1 页' })).toHaveFocus();
    await userEvent.tab();
    const second = canvas.getByRole('link', { name: '第 2 页' });
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(second).toHaveAttribute('aria-current', 'page');
    await expect(second).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '下一页' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};

/** Reaching the last page with 下一页 disables it: focus moves to the current page instead of being lost. */
export const KeyboardToLastPage: Story = {
  args: { page: 9 },
  play: async ({ canvas, args, userEvent }) => {
    const next = canvas.getByRole('link', { name: '下一页' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('link', { name: '第 10 页' })).toHaveFocus();
  },
};

/** One page needs no navigation. */
export const SinglePage: Story = {
  args: { pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/**
 * With addresses (a results list that can be crawled and opened in new tabs): each page is a real
 * link; a plain click is followed once, through `onChange`, with the default prevented, so the app's
 * routing of link clicks does not navigate a second time; a click with a modifier is the browser's.
 */
export const WithAddresses: Story = {
  args: { page: 2, pageHref: (n: number) => `?keyword=手镯&page=${n}` },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const followed: boolean[] = [];
    // Stands in for the app's routing of link clicks, after the component's own handler (React's
    // listener on this element came first); it keeps the story's frame where it is.
    const routing = (event: globalThis.MouseEvent) => {
      followed.push(!event.defaultPrevented);
      event.preventDefault();
    };
    canvasElement.addEventListener('click', routing);
    try {
      const third = canvas.getByRole('link', { name: '第 3 页' });
      await expect(third).toHaveAttribute('href', '?keyword=手镯&page=3');
      await userEvent.click(third);
      await expect(args.onChange).toHaveBeenCalledTimes(1);
      await expect(args.onChange).toHaveBeenLastCalledWith(3);
      await expect(followed).toEqual([false]);
      // Ctrl+click (a new tab): the browser's, not the component's.
      canvas
        .getByRole('link', { name: '下一页' })
        .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true }));
      await expect(args.onChange).toHaveBeenCalledTimes(1);
      await expect(followed).toEqual([false, true]);
    } finally {
      canvasElement.removeEventListener('click', routing);
    }
  },
};
