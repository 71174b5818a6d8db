import { useMutation } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { renderWithProviders } from '@/test/render';
import { DeleteTitledDialog } from './delete-titled-dialog';

function Harness(props: { deleteSubject: (id: string) => Promise<void>; onClose: () => void }) {
  const remove = useMutation({ mutationFn: props.deleteSubject });
  return (
    <DeleteTitledDialog
      opened
      record={{ _id: 's-1', title: 'Physics' }}
      onClose={props.onClose}
      noun="subject"
      remove={remove}
      alsoDeleted="its journeys and levels"
    />
  );
}

function renderDialog(deleteSubject: (id: string) => Promise<void>) {
  const onClose = vi.fn();
  renderWithProviders(<Harness deleteSubject={deleteSubject} onClose={onClose} />);
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Delete subject?' }) };
}

describe('DeleteTitledDialog', () => {
  it('names the record and what goes with it, deletes it by id and closes', async () => {
    const deleteSubject = vi.fn((_id: string) => Promise.resolve());
    const { onClose, dialog } = renderDialog(deleteSubject);
    expect(dialog).toHaveTextContent(
      '‘Physics’ will be deleted with its journeys and levels. This cannot be undone.',
    );

    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(deleteSubject.mock.calls[0]?.[0]).toBe('s-1');
    expect(await screen.findByText('Subject deleted successfully!')).toBeInTheDocument();
  });

  it("closes on a refusal and toasts the server's reason", async () => {
    const refusal = new ApiError({ status: 409, message: 'Students have attempted this subject' });
    const { onClose, dialog } = renderDialog(() => Promise.reject(refusal));

    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Students have attempted this subject')).toBeInTheDocument();
  });
});
