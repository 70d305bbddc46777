import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Box } from './Box';

describe('Box', () => {
  it('turns sprinkle props into atom classes and passes the rest through', () => {
    render(
      <Box as="section" display="flex" padding="lg" aria-label="区域" data-testid="box">
        内容
      </Box>,
    );
    const el = screen.getByTestId('box');
    expect(el.tagName).toBe('SECTION');
    expect(el.getAttribute('aria-label')).toBe('区域');
    expect(el.className.split(' ').length).toBeGreaterThanOrEqual(5);
    expect(el).not.toHaveAttribute('display');
  });
});
