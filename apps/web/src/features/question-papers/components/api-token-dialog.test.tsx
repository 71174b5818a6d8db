import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { renderWithProviders } from '@/test/render';
import { ApiTokenDialog } from './api-token-dialog';

function renderDialog() {
  const onClose = vi.fn();
  const onChange = vi.fn();
  renderWithProviders(<ApiTokenDialog opened onClose={onClose} onChange={onChange} />);
  return { onClose, onChange, user: userEvent.setup() };
}

describe('ApiTokenDialog', () => {
  it('stores a pasted token as the auth token and toasts Token Saved', async () => {
    const { onChange, onClose, user } = renderDialog();
    await user.type(screen.getByLabelText('Token'), '  pasted.jwt.value ');
    await user.click(screen.getByRole('button', { name: 'Save Token' }));

    expect(storage.getAuthToken()).toBe('pasted.jwt.value');
    expect(localStorage.getItem('auth_token')).toBe('"pasted.jwt.value"');
    expect(await screen.findByText('Token Saved')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('names the field when nothing was pasted', async () => {
    const { onChange, user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Save Token' }));
    expect(screen.getByText('Token is required')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('clears the stored token and toasts Token Cleared', async () => {
    storage.setAuthToken('old.token');
    storage.setRefreshToken('kept');
    const { onChange, user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Clear Token' }));

    expect(storage.getAuthToken()).toBeNull();
    expect(storage.getRefreshToken()).toBe('kept');
    expect(await screen.findByText('Token Cleared')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledOnce();
  });
});
