import { useState } from 'react';

/**
 * A list screen's two dialogs, the create/edit form and the delete confirmation, and the record
 * each is open for.
 */
export function useRecordDialogs<Record>() {
  const [form, setForm] = useState<{ opened: boolean; record?: Record; key: number }>({
    opened: false,
    key: 0,
  });
  const [deleting, setDeleting] = useState<{ opened: boolean; record: Record | null }>({
    opened: false,
    record: null,
  });
  const closeForm = () => setForm((current) => ({ ...current, opened: false }));
  return {
    form,
    /** Opens the form on `record` (none: a new one), under a new key so it starts afresh. */
    openForm: (record?: Record) =>
      setForm((current) => ({ opened: true, record, key: current.key + 1 })),
    closeForm,
    /** The form's modal props. */
    formModal: { opened: form.opened, onClose: closeForm },
    openDelete: (record: Record) => setDeleting({ opened: true, record }),
    /** The confirmation's props. Its record stays after closing: the text does not vanish as it fades. */
    deleteDialog: {
      ...deleting,
      onClose: () => setDeleting((current) => ({ ...current, opened: false })),
    },
  };
}
