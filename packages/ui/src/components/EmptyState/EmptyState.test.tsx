import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the default title and a given action', () => {
    render(<EmptyState action={<button type="button">新建选样车</button>} />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新建选样车' })).toBeInTheDocument();
  });
});
