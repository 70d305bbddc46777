import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CartInfo, CartLineItem } from '@wanju/api-client';
import { cartTotals } from '@wanju/domain';
import { sampleImage } from '@wanju/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SampleCarView } from './SampleCarView';

const carts: CartInfo[] = [
  {
    id: 1,
    name: '春季样品',
    customer_id: 0,
    customer_name: '',
    remark: '',
    is_default: 1,
    toy_count: 3,
    created_time: '2026-03-01 10:00:00',
    user_id: 1,
    user_name: '王建国',
    can_manage: true,
    can_transfer: true,
  },
  {
    id: 2,
    name: '美国客户',
    customer_id: 5,
    customer_name: 'ACME Toys Inc.',
    remark: '',
    is_default: 0,
    toy_count: 0,
    created_time: '2026-03-02 10:00:00',
    user_id: 1,
    user_name: '王建国',
    can_manage: true,
    can_transfer: true,
  },
];

const line = (i: number, factory: number): CartLineItem =>
  ({
    id: i,
    toy_id: i,
    item_id: i,
    customer_pick_id: 1,
    article_number: `XH-${1000 + i}`,
    name: i % 7 === 0 ? '超长名称的2.4G四通道遥控攀爬越野车带灯光音乐可充电款（红蓝两色混装）' : `遥控越野车 ${i}`,
    thumb: sampleImage('车', '#d94f8c'),
    unit: 'PCS',
    exworks_price: 25.5,
    factory_id: factory,
    factory_name: factory === 1 ? '汕头市澄海区星辉玩具厂' : '汕头市澄海区奥迪玩具实业有限公司',
    carton_length: 60,
    carton_width: 40,
    carton_height: 50,
    carton_cubic_meter: null,
    carton_quantity: 24,
    gross_weight: 12.5,
    net_weight: 10,
    quantity: 1 + (i % 3),
    remark: '',
    custom_number: '',
    data_module: 'search',
    added_time: '2026-03-01 10:00:00',
    company_product_id: null,
  }) as CartLineItem;

const lines = [line(1, 1), line(2, 1), line(3, 2)];

const meta = {
  title: 'Buyer/SampleCar',
  component: SampleCarView,
  args: {
    state: 'ready',
    carts,
    cartId: 1,
    lines,
    totals: cartTotals(lines),
    onCartChange: fn(),
    onUpdate: fn(),
    onRemove: fn(),
    onMove: fn(),
    onClear: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SampleCarView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('共3款');
    await expect(canvas.getByRole('heading', { name: /汕头市澄海区星辉玩具厂（2）/ })).toBeVisible();
  },
};
export const Empty: Story = { args: { lines: [], totals: cartTotals([]) } };
export const NoCart: Story = { args: { carts: [], cartId: null, lines: [], totals: cartTotals([]) } };
export const Loading: Story = { args: { state: 'loading' } };
export const LoadError: Story = { args: { state: 'error' } };
const big = Array.from({ length: 5000 }, (_, i) => line(i + 1, (i % 40) + 1));
/** 5 000 lines: only the rows on screen are in the DOM. */
export const FiveThousandLines: Story = {
  args: { lines: big, totals: cartTotals(big) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('li').length).toBeLessThan(40);
  },
};

/** A long cart loaded page by page: group headers count the whole cart; the end of the loaded rows asks for more. */
export const LoadsMore: Story = {
  args: {
    factories: [
      { factory_id: 1, count: 150 },
      { factory_id: 2, count: 50 },
    ],
    hasMore: true,
    onLoadMore: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /汕头市澄海区星辉玩具厂（150）/ })).toBeVisible();
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

/** The cart is for one of the customers: picking another saves it. */
export const CustomerPicker: Story = {
  args: {
    customers: [
      { id: 5, name: 'ACME Toys Inc.' },
      { id: 6, name: '迪拜客户' },
    ],
    onCustomerChange: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /所属客户/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '迪拜客户' }));
    await expect(args.onCustomerChange).toHaveBeenCalledWith(6);
  },
};

/** The cart's products go to their factories as inquiries or supplement requests. */
export const WithRequests: Story = {
  args: { onInquiry: fn(), onSupplement: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '发送询价' }));
    await expect(args.onInquiry).toHaveBeenCalledWith(['p1', 'p2', 'p3']);
    await userEvent.click(canvas.getByRole('button', { name: '申请补样' }));
    await expect(args.onSupplement).toHaveBeenCalledWith(['p1', 'p2', 'p3']);
  },
};

const colleagueCart: CartInfo = {
  ...(carts[0] as CartInfo),
  id: 7,
  name: '德国展会',
  is_default: 0,
  user_id: 2,
  user_name: '李晓梅',
  toy_count: 3,
  can_manage: false,
  can_transfer: true,
};
const colleagueDefault: CartInfo = { ...colleagueCart, id: 8, name: '默认选样车', is_default: 1, toy_count: 0 };

/** Ticked products go to the inquiry form or a selection list; none ticked means all. */
export const TickedProducts: Story = {
  args: { onInquiry: fn(), onAddToChoose: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 遥控越野车 2' }));
    await expect(canvas.getByText('已选 1 款')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '发送询价' }));
    await expect(args.onInquiry).toHaveBeenCalledWith(['p2']);
    await userEvent.click(canvas.getByRole('button', { name: '加入选品单' }));
    await expect(args.onAddToChoose).toHaveBeenCalledWith(['p2']);
  },
};

/**
 * The main account's view of a colleague's cart: the user's own carts in the picker, colleagues' in a labelled
 * section with their owner; a colleague's cart is read-only and may be handed over to another colleague.
 */
export const ColleagueCart: Story = {
  args: {
    carts: [...carts, colleagueDefault, colleagueCart],
    cartId: 7,
    colleagues: [
      { user_id: 2, name: '李晓梅', user_type: 1 },
      { user_id: 3, name: '张伟', user_type: 2 },
    ],
    onHandOver: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const section = within(canvas.getByRole('region', { name: '同事的选样车' }));
    await expect(section.getByRole('button', { name: '李晓梅：德国展会（3）' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(section.getByRole('button', { name: '李晓梅：默认选样车（0）' })).toBeVisible();
    await expect(canvas.getByRole('note')).toHaveTextContent('这是同事 李晓梅 的选样车，只能查看或转交');
    await expect(canvas.queryByRole('button', { name: '清空选样车' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '移除' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /转交给同事/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '张伟' }));
    await userEvent.click(canvas.getByRole('button', { name: '转交' }));
    await expect(args.onHandOver).toHaveBeenCalledWith(3);
  },
};

/** A hand-made library product (no platform product) and one taken from platform product 2 (the same toy_id). */
const ownLines: CartLineItem[] = [
  {
    ...line(9, 0),
    id: 0,
    toy_id: 0,
    item_id: 9,
    company_product_id: 31,
    article_number: 'OWN-31',
    name: '自营手工积木桶',
    factory_name: '东莞自选供应商',
  },
  {
    ...line(2, 0),
    item_id: 10,
    company_product_id: 32,
    article_number: 'OWN-32',
    name: '自营遥控跑车',
    factory_name: '',
  },
];
const mixed = [...lines, ...ownLines];

/**
 * The company's own library products show with their own names and item numbers in their own group, marked
 * 产品库; they are ticked, edited and removed apart from the platform product they were taken from.
 */
export const LibraryProducts: Story = {
  args: {
    lines: mixed,
    totals: cartTotals(mixed),
    factories: [
      { factory_id: 1, count: 2 },
      { factory_id: 2, count: 1 },
      { factory_id: 0, count: 2 },
    ],
    onAddToChoose: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /公司产品库（2）/ })).toBeVisible();
    await expect(canvas.getByText('自营手工积木桶')).toBeVisible();
    await expect(canvas.getAllByText('产品库')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 自营手工积木桶' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 自营遥控跑车' }));
    await expect(canvas.getByText('已选 2 款')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '加入选品单' }));
    await expect(args.onAddToChoose).toHaveBeenCalledWith(['c31', 'c32']);
    const own = canvas.getByLabelText('自营手工积木桶');
    await userEvent.click(within(own).getByRole('button', { name: '移除' }));
    await expect(args.onRemove).toHaveBeenCalledWith('c31');
  },
};

/** A line's picture opens in the AI picture tools; the result can be saved as the line's own picture. */
export const AiTools: Story = {
  args: { onAiTools: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'AI修图 遥控越野车 2' }));
    await expect(args.onAiTools).toHaveBeenCalledWith(expect.objectContaining({ item_id: 2 }));
  },
};

/** The cart's products go into a new quotation, or into one the user picks (an open one). */
export const QuotationActions: Story = {
  args: { onCreateQuotation: fn(), onAddToQuotation: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '加入报价单' }));
    await expect(args.onAddToQuotation).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '生成报价单' }));
    await expect(args.onCreateQuotation).toHaveBeenCalled();
  },
};
