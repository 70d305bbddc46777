import { render, screen } from '@testing-library/react';
import { CHUNK_TIMEOUT_MS } from '@wanju/domain';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage, PageBoundary, withTimeout } from './lazyPage';

afterEach(() => vi.useRealTimers());

describe('lazyPage', () => {
  it('renders the screen once its chunk arrives', async () => {
    const Page = lazyPage(async () => ({ title }: { title: string }) => <h1>{title}</h1>);
    render(
      <Suspense fallback={<p>加载中</p>}>
        <Page title="选品单" />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: '选品单' })).toBeInTheDocument();
  });

  it('a chunk that has not arrived after the limit counts as failed (§9)', async () => {
    vi.useFakeTimers();
    const late = withTimeout(new Promise(() => undefined), CHUNK_TIMEOUT_MS);
    const settled = expect(late).rejects.toThrow('chunk load timeout');
    vi.advanceTimersByTime(CHUNK_TIMEOUT_MS);
    await settled;
  });

  it('a chunk that arrives in time is passed through', async () => {
    await expect(withTimeout(Promise.resolve(1), 10)).resolves.toBe(1);
  });
});

describe('PageBoundary', () => {
  it('shows the fallback instead of a failed chunk, with a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = lazyPage<object>(() => Promise.reject(new Error('chunk missing')));
    render(
      <PageBoundary
        fallback={(retry) => (
          <button type="button" onClick={retry}>
            重试
          </button>
        )}
      >
        <Suspense fallback={null}>
          <Broken />
        </Suspense>
      </PageBoundary>,
    );
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
