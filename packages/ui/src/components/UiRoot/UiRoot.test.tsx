import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiRoot } from './UiRoot';

describe('UiRoot', () => {
  it('applies a theme class, lang and the variant', () => {
    render(
      <UiRoot variant="dense" data-testid="root">
        你好
      </UiRoot>,
    );
    const el = screen.getByTestId('root');
    expect(el).toHaveAttribute('lang', 'zh-CN');
    expect(el).toHaveAttribute('data-theme', 'dense');
    expect(el.className).toContain('wanju-dense');
  });
});
