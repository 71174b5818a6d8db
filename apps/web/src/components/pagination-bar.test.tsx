import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { PaginationBar } from './pagination-bar';

function renderBar(page: number, totalPages: number) {
  const onChange = vi.fn();
  renderWithProviders(
    <PaginationBar page={page} totalPages={totalPages} onChange={onChange} label="Pages" />,
  );
  return { onChange, user: userEvent.setup() };
}

const pageNumbers = () =>
  screen.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent);

describe('PaginationBar', () => {
  it('shows the page strip and marks the current page', () => {
    renderBar(10, 20);
    expect(pageNumbers()).toEqual(['8', '9', '10', '11', '12']);
    expect(screen.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
  });

  it('goes to the previous, next and a numbered page', async () => {
    const { onChange, user } = renderBar(2, 3);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onChange.mock.calls).toEqual([[1], [3], [3]]);
  });

  it('disables Previous on the first page and Next on the last', () => {
    renderBar(1, 1);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
