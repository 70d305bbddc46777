import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleImage } from '@wanju/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG_NAME, toyFixture, toyList } from '../../fixtures';
import { ImageSearchView } from './ImageSearchView';

const meta = {
  title: 'Buyer/ImageSearch',
  component: ImageSearchView,
  args: {
    state: 'idle',
    results: [],
    onFile: fn(),
    onImageUrl: fn(),
    onOpenProduct: fn(),
    onRetry: fn(),
    onAddToCart: fn(),
    onToggleCompare: fn(),
    onCropChange: fn(),
    onSearchCrop: fn(),
    onClearPicture: fn(),
    onSearchBox: fn(),
  },
} satisfies Meta<typeof ImageSearchView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const file = new File(['x'], '样品.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('上传图片'), file);
    await expect(args.onFile).toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: '图片链接' }), 'https://example.com/a.jpg');
    await userEvent.click(canvas.getByRole('button', { name: '按链接搜索' }));
    await expect(args.onImageUrl).toHaveBeenCalledWith('https://example.com/a.jpg');
  },
};
export const Searching: Story = { args: { state: 'searching', picture: sampleImage('上传', '#3d8bff') } };
export const Results: Story = {
  args: { state: 'ready', picture: sampleImage('上传', '#3d8bff'), results: toyList(6) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('找到 6 款相似产品');
  },
};
export const NoResults: Story = { args: { state: 'ready', picture: sampleImage('上传', '#3d8bff'), results: [] } };
export const Refused: Story = {
  args: { message: '仅支持jpg、png图片或xlsx格式的excel文件，请重新上传' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('仅支持jpg、png图片');
  },
};
export const LoadError: Story = { args: { state: 'error', message: '图片识别失败，请换一张图片' } };
export const LongChineseText: Story = {
  args: { state: 'ready', results: [toyFixture(9, { name: LONG_NAME }), ...toyList(2)] },
};

/** After an upload the picture stays in the cropper: a new selection searches again. */
export const Cropping: Story = {
  args: {
    state: 'ready',
    cropping: { src: sampleImage('上传', '#3d8bff'), crop: { x: 0, y: 0, width: 450, height: 280 } },
    results: toyList(4),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const selection = canvas.getByRole('slider');
    selection.focus();
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    await expect(args.onCropChange).toHaveBeenCalledWith({ x: 0, y: 0, width: 440, height: 280 });
    await userEvent.click(canvas.getByRole('button', { name: '按选区搜索' }));
    await expect(args.onSearchCrop).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '重新选择' }));
    await expect(args.onClearPicture).toHaveBeenCalled();
  },
};
/** A selection narrower than 1:5 cannot be searched (the domain's message shows under the cropper). */
export const CropTooNarrow: Story = {
  args: {
    state: 'ready',
    cropping: { src: sampleImage('上传', '#3d8bff'), crop: { x: 10, y: 0, width: 40, height: 280 } },
    results: toyList(2),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('裁剪框的宽高比须在1:5到5:1之间');
    await expect(canvas.getByRole('button', { name: '按选区搜索' })).toBeDisabled();
  },
};

/** A buyer's photo with two toys side by side (480×240), as the subject boxes are drawn over it. */
const TWO_TOYS = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="240"><rect width="480" height="240" fill="#f3efe6"/><rect x="40" y="70" width="140" height="80" rx="18" fill="#3d8bff"/><circle cx="75" cy="160" r="20" fill="#333"/><circle cx="145" cy="160" r="20" fill="#333"/><circle cx="360" cy="120" r="70" fill="#e63946"/><circle cx="340" cy="100" r="12" fill="#fff"/></svg>',
)}`;
const SUBJECTS = {
  src: TWO_TOYS,
  width: 480,
  height: 240,
  boxes: [
    { x: 24, y: 40, width: 172, height: 172, similarity: 91 },
    { x: 276, y: 36, width: 168, height: 168, similarity: 64 },
  ],
  selected: 0,
};

/**
 * The subjects found in the picture: the searched one is the current box (drag or arrow keys move it, and it searches
 * again); tapping another searches by it.
 */
export const Subjects: Story = {
  args: { state: 'ready', subjects: SUBJECTS, results: toyList(6) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /当前搜索框：位置 24,40，大小 172×172/ })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '按产品 2 搜索（相似度 64）' }));
    await expect(args.onSearchBox).toHaveBeenCalledWith({ x: 276, y: 36, width: 168, height: 168 }, 1);
  },
};
/** A box the buyer drew round the ball: the results are for it, the found boxes stay to tap. */
export const DrawnBox: Story = {
  args: {
    state: 'ready',
    subjects: { ...SUBJECTS, selected: -1, drawn: { x: 280, y: 40, width: 160, height: 160 } },
    results: toyList(3),
  },
};
/** While a tapped subject is searched, the boxes wait. */
export const SubjectSearching: Story = {
  args: { state: 'searching', subjects: { ...SUBJECTS, selected: 1 }, results: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '按产品 1 搜索（相似度 91）' })).toBeDisabled();
  },
};
/**
 * Nothing similar enough: the no-match answer instead of unrelated products, over the picture to draw a box on (no
 * subject was found in it).
 */
export const NoMatch: Story = {
  args: {
    state: 'ready',
    subjects: { ...SUBJECTS, boxes: [], selected: -1 },
    cropping: { src: TWO_TOYS, crop: { x: 0, y: 0, width: 450, height: 280 } },
    noMatch: '没有找到相似的产品，可框选图中的产品后再搜索',
    results: [],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('没有找到相似的产品，可框选图中的产品后再搜索')).toBeInTheDocument();
    await expect(canvas.getByText(/拖动画出玩具所在的方框/)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^按产品 \d/ })).toBeNull();
  },
};
/** A phone: the camera's chooser first (accept image/*, capture the back camera), then the upload. */
export const Phone390: Story = {
  args: Results.args,
  globals: { viewport: { value: 'phone390' } },
};
