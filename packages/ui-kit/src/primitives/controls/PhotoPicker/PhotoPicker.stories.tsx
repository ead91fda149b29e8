import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { sampleThumb } from '../../../samples/artwork';
import { PhotoPicker, type PhotoPickerItem, type PhotoPickerProps } from './PhotoPicker';

const texts: PhotoPickerProps['texts'] = {
  add: '添加图片',
  remove: (name) => `删除图片 ${name}`,
  retry: '重新上传',
  uploading: '上传中',
  count: (count, max) => `${count}/${max}`,
};

const photo = (key: string, state: PhotoPickerItem['state'], error?: string): PhotoPickerItem => ({
  key,
  name: `凭证${key}.jpg`,
  previewUrl: sampleThumb(state === 'failed' ? '#b3261e' : '#c9a24a'),
  state,
  ...(error ? { error } : {}),
});

const meta = {
  title: 'Primitives/Controls/PhotoPicker',
  component: PhotoPicker,
  args: {
    label: '上传凭证',
    description: '最多 3 张，JPG、PNG 或 WebP，每张不超过 5MB',
    items: [],
    max: 3,
    acceptedTypes: ['image/jpeg', 'image/png', 'image/webp'],
    texts,
    onAdd: fn(),
    onRemove: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof PhotoPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[type="file"]');

/** Nothing chosen: the add tile is a button reached by Tab; choosing files reports them. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getByRole('group', { name: '上传凭证' })).toBeVisible();
    await expect(canvas.getByText('0/3')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '添加图片' })).toHaveFocus();
    const input = fileInput(canvasElement);
    await expect(input).not.toBeNull();
    await expect(input?.accept).toBe('image/jpeg,image/png,image/webp');
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], '戒指.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input as HTMLInputElement, file);
    await expect(args.onAdd).toHaveBeenCalledWith([file]);
  },
};

export const Uploading: Story = {
  args: { items: [photo('1', 'done'), photo('2', 'uploading')] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '凭证1.jpg' })).toBeVisible();
    await expect(canvas.getByText('上传中')).toBeInTheDocument();
    await expect(canvas.getByText('2/3')).toBeVisible();
  },
};

/** A failed upload says why and offers a retry; remove takes the photo away. */
export const Failed: Story = {
  args: { items: [photo('1', 'failed', '图片不能超过 5MB')] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('图片不能超过 5MB')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重新上传' }));
    await expect(args.onRetry).toHaveBeenCalledWith('1');
    await userEvent.click(canvas.getByRole('button', { name: '删除图片 凭证1.jpg' }));
    await expect(args.onRemove).toHaveBeenCalledWith('1');
  },
};

/** As many as allowed: no add tile, only remove buttons. */
export const Full: Story = {
  args: { items: [photo('1', 'done'), photo('2', 'done'), photo('3', 'done')] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('3/3')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '添加图片' })).toBeNull();
    await expect(fileInput(canvasElement)).toBeNull();
    await expect(canvas.getAllByRole('button', { name: /删除图片/ })).toHaveLength(3);
  },
};

/** A choice refused as a whole is announced (role alert). */
export const ChoiceError: Story = {
  args: { items: [photo('1', 'done')], error: '只能上传 JPG、PNG 或 WebP 格式的图片' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('只能上传 JPG、PNG 或 WebP 格式的图片');
  },
};

export const Disabled: Story = {
  args: { items: [photo('1', 'done')], isDisabled: true },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('button', { name: '添加图片' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '删除图片 凭证1.jpg' }));
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

/** With a container holding the list: only as many files as still fit are taken (2 of 3 chosen, 1 fits). */
export const TakesOnlyWhatFits: Story = {
  args: { items: [photo('1', 'done'), photo('2', 'done')] },
  render: function Render(args) {
    const [items, setItems] = useState(args.items);
    return (
      <PhotoPicker
        {...args}
        items={items}
        onAdd={(files) => {
          args.onAdd(files);
          setItems((list) => [...list, ...files.map((file, index) => photo(`n${index}`, 'done'))]);
        }}
      />
    );
  },
  play: async ({ canvasElement, args, userEvent }) => {
    const input = fileInput(canvasElement) as HTMLInputElement;
    await expect(input.multiple).toBe(false);
    const files = ['a.png', 'b.png'].map((name) => new File([new Uint8Array([0x89])], name, { type: 'image/png' }));
    // A single-file chooser still hands over one file; the picker passes on only what fits.
    await userEvent.upload(input, files);
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await expect((args.onAdd as ReturnType<typeof fn>).mock.calls[0]?.[0]).toHaveLength(1);
    await waitFor(() => expect(within(canvasElement).getByText('3/3')).toBeVisible());
  },
};
