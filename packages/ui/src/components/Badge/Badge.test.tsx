import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, CountBadge } from './Badge';

describe('CountBadge', () => {
  it('shows 99+ above 99', () => {
    render(<CountBadge count={120} label="条未读消息" />);
    expect(screen.getByRole('status')).toHaveTextContent('99+');
    expect(screen.getByRole('status')).toHaveAccessibleName('99+条未读消息');
  });
  it('shows the number up to 99', () => {
    render(<CountBadge count={99} />);
    expect(screen.getByRole('status')).toHaveTextContent('99');
  });
  it('renders nothing for 0 but keeps the wrapped child', () => {
    render(
      <CountBadge count={0}>
        <button type="button">消息</button>
      </CountBadge>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: '消息' })).toBeInTheDocument();
  });
});

describe('Badge', () => {
  it('renders a label', () => {
    render(<Badge tone="primary">主账号</Badge>);
    expect(screen.getByText('主账号')).toBeInTheDocument();
  });
});
