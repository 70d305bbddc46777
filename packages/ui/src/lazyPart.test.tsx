import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazyPart';

function Hello({ name }: { name: string }) {
  return <p>你好，{name}</p>;
}

describe('lazyPart', () => {
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
