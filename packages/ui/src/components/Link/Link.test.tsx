import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link } from './Link';

describe('Link', () => {
  it('is a link with href', () => {
    render(<Link href="/help">帮助中心</Link>);
    expect(screen.getByRole('link', { name: '帮助中心' })).toHaveAttribute('href', '/help');
  });
});
