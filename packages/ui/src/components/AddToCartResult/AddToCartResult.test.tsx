import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AddToCartResult } from './AddToCartResult';

describe('AddToCartResult', () => {
  it('reports all-existing as a failure with the spec text', () => {
    render(<AddToCartResult requested={3} added={0} alreadyInCart={3} />);
    expect(screen.getByRole('status')).toHaveTextContent('加入选样车失败，选中的3款产品已存在该选样车中');
  });
  it('reports counts', () => {
    render(<AddToCartResult requested={5} added={4} alreadyInCart={1} />);
    expect(screen.getByRole('status')).toHaveTextContent('成功加入选样车4款');
  });
});
