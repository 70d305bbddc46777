import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazyPage';
import { LOADING_PAGE_TEXT, page } from './page';

describe('page', () => {
  it('shows the loading spinner until the screen has arrived, then the screen', async () => {
    let arrive: (screen: () => React.ReactNode) => void = () => undefined;
    const Screen = lazyPage(() => new Promise<() => React.ReactNode>((resolve) => (arrive = resolve)));
    render(page(<Screen />));
    expect(await screen.findByRole('progressbar', { name: LOADING_PAGE_TEXT })).toBeInTheDocument();
    arrive(() => <h1>选品单</h1>);
    expect(await screen.findByRole('heading', { name: '选品单' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
