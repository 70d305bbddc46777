import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DimensionText } from './DimensionText';

describe('DimensionText', () => {
  it('shows l*w*h with the unit', () => {
    render(<DimensionText label="外箱" length={60} width={40} height={35.5} />);
    expect(screen.getByText('60*40*35.5 cm')).toBeInTheDocument();
  });
  it('renders nothing when a dimension is missing or zero', () => {
    const { container } = render(<DimensionText label="外箱" length={60} width={0} height={35} />);
    expect(container).toBeEmptyDOMElement();
  });
  it('shows the fallback when asked', () => {
    render(<DimensionText label="包装" length={null} fallback="—" />);
    expect(screen.getByText('—')).toBeInTheDocument();
  });
});
