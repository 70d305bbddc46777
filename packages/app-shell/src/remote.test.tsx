import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRemote } from './remote';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('useRemote', () => {
  it('shows loading, then the answer; a retry loads again', async () => {
    const load = vi.fn(async () => ['a']);
    const { result } = renderHook(() => useRemote(load, [], [] as string[]));
    expect(result.current.state).toBe('loading');
    await vi.waitFor(() => expect(result.current.state).toBe('ready'));
    expect(result.current.data).toEqual(['a']);
    act(() => result.current.retry());
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it('a failed load shows the error state and keeps the data', async () => {
    const { result } = renderHook(() => useRemote(() => Promise.reject(new Error('x')), [], 'initial'));
    await vi.waitFor(() => expect(result.current.state).toBe('error'));
    expect(result.current.data).toBe('initial');
  });

  it('drops an answer that arrives after the keys changed', async () => {
    const slow = deferred<string>();
    const answers: Record<number, Promise<string>> = { 1: slow.promise, 2: Promise.resolve('two') };
    const { result, rerender } = renderHook(({ id }) => useRemote(() => answers[id]!, [id], ''), {
      initialProps: { id: 1 },
    });
    rerender({ id: 2 });
    await vi.waitFor(() => expect(result.current.data).toBe('two'));
    await act(async () => slow.resolve('one'));
    expect(result.current.data).toBe('two');
  });
});
