import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KioskHomeView } from './KioskHomeView';

const room = (id: number, name: string) => ({ id, route: `r${id}`, name, city: '汕头澄海', logo: '', intro: '' });

describe('KioskHomeView', () => {
  it('lists the showrooms in the order given', () => {
    render(
      <KioskHomeView
        companyName="星辉"
        showrooms={[room(104, '线上展厅'), room(10, '新联创'), room(19, '外贸展会展厅')]}
      />,
    );
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toContain('线上展厅');
    expect(items.at(-1)).toContain('外贸展会展厅');
  });

  it('shows a loading state and an error state', () => {
    const { rerender } = render(<KioskHomeView companyName="" showrooms={null} />);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    rerender(<KioskHomeView companyName="" showrooms={null} error />);
    expect(screen.getByText('展厅加载失败，请检查网络后重试')).toBeInTheDocument();
  });
});
