import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FactoryHomeView } from './FactoryHomeView';

describe('FactoryHomeView', () => {
  it('shows the signed-in company and its contacts', () => {
    render(<FactoryHomeView companyName="汕头市澄海区星辉玩具厂" nickname="林志强" telephone="0754-85801234" />);
    expect(screen.getByRole('heading', { name: '汕头市澄海区星辉玩具厂' })).toBeInTheDocument();
    expect(screen.getByText('0754-85801234')).toBeInTheDocument();
    expect(screen.getAllByText('—')).toHaveLength(2);
  });

  it('tells an account without a factory what to do', () => {
    render(<FactoryHomeView companyName="" nickname="陈先生" />);
    expect(screen.getByText('该账号未绑定工厂')).toBeInTheDocument();
  });
});
