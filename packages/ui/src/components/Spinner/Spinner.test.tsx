import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is an indeterminate progressbar named 加载中', () => {
    render(<Spinner />);
    expect(screen.getByRole('progressbar', { name: '加载中…' })).toBeInTheDocument();
  });
  it('renders nothing announceable when decorative', () => {
    render(<Spinner decorative />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
