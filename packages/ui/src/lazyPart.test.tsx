import { fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazyPart';

function Hello({ name }: { name: string }) {
  return <p>你好，{name}</p>;
}

describe('lazyPart', () => {
  it('prefetches the part once the visitor first interacts with the page, not while the first screen loads', async () => {
    // A page's first interaction is remembered by the module: a fresh copy of it is a page nobody has used yet
    // (the files of this run share one module graph, and an earlier file may have moved the pointer).
    vi.resetModules();
    const { lazyPart } = await import('./lazyPart');
    // The browser is idle at once here.
    vi.stubGlobal('requestIdleCallback', (task: () => void) => {
      task();
      return 0;
    });
    const load = vi.fn(async () => ({ default: Hello }));
    const part = lazyPart(load);
    // biome-ignore lint/correctness/noComponentHookFactories: the opener of this test's own part
    function Opener() {
      part.usePrefetch();
      return <button type="button">打开</button>;
    }
    render(<Opener />);
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerMove(window);
    expect(load).toHaveBeenCalledTimes(1);
    // Once someone has used the page, a part rendered later is prefetched when the browser is idle.
    const later = vi.fn(async () => ({ default: Hello }));
    const laterPart = lazyPart(later);
    // biome-ignore lint/correctness/noComponentHookFactories: the opener of this test's own part
    function LaterOpener() {
      laterPart.usePrefetch();
      return null;
    }
    render(<LaterOpener />);
    expect(later).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('fetches the part once and renders it', async () => {
    const load = vi.fn(async () => ({ default: Hello }));
    const part = lazyPart(load);
    const view = render(
      <Suspense fallback={null}>
        <part.Component name="王建国" />
      </Suspense>,
    );
    expect(await screen.findByText('你好，王建国')).toBeInTheDocument();
    view.unmount();
    render(
      <Suspense fallback={null}>
        <part.Component name="李娜" />
      </Suspense>,
    );
    expect(await screen.findByText('你好，李娜')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders nothing when the fetch fails, and fetches again on the next mount', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockRejectedValueOnce(new Error('网络错误'))
      .mockResolvedValue({ default: Hello });
    const part = lazyPart(load);
    const first = render(
      <div data-testid="host">
        <Suspense fallback={null}>
          <part.Component name="王建国" />
        </Suspense>
      </div>,
    );
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByTestId('host')).toBeEmptyDOMElement();
    first.unmount();
    render(
      <Suspense fallback={null}>
        <part.Component name="王建国" />
      </Suspense>,
    );
    expect(await screen.findByText('你好，王建国')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
