import type { Decorator, Preview } from '@storybook/react-vite';
import '../packages/ui/src/style.css';
import { ToastRegion } from '../packages/ui/src/components/Toast/Toast';
import { UiRoot } from '../packages/ui/src/components/UiRoot/UiRoot';
import { loadEveryPart } from '../packages/ui/src/lazyPart';

const withUiRoot: Decorator = (Story, context) => (
  <UiRoot
    variant={context.globals.density === 'dense' ? 'dense' : 'default'}
    style={{ padding: context.parameters.layout === 'fullscreen' ? 0 : undefined }}
  >
    <Story />
    <ToastRegion />
  </UiRoot>
);

const preview: Preview = {
  decorators: [withUiRoot],
  // The kit's parts (a dialog's overlay, a menu) are fetched before a story renders: its screenshot shows an open
  // dialog from the first frame.
  loaders: [
    async () => {
      await loadEveryPart();
      return {};
    },
  ],
  globalTypes: {
    density: {
      description: '主题密度',
      toolbar: {
        title: '密度',
        icon: 'component',
        items: [
          { value: 'default', title: '默认' },
          { value: 'dense', title: '紧凑 (dense)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { density: 'default' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story runs the axe checks; a violation fails the story test.
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone360: { name: '360 手机', styles: { width: '360px', height: '640px' }, type: 'mobile' },
        phone390: { name: '390 手机', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        narrow: { name: '1046 窄屏', styles: { width: '1046px', height: '800px' } },
        standard: { name: '1448 标准', styles: { width: '1448px', height: '900px' } },
        wide: { name: '1686 宽屏', styles: { width: '1686px', height: '960px' } },
      },
    },
    docs: { toc: true },
    options: { storySort: { order: ['Kit', 'Buyer', 'Factory', 'Kiosk'] } },
  },
  tags: ['autodocs'],
};

export default preview;
