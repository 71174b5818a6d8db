import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ImageDropzone } from './image-dropzone';

function Harness({ onRemoveExisting = () => {} }: { onRemoveExisting?: () => void }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <ImageDropzone
      label="Images"
      description="Pictures"
      accept="image/png,image/jpeg"
      files={files}
      onFilesChange={setFiles}
      existing={{ urls: ['/current.png'], alt: 'Physics', onRemove: onRemoveExisting }}
    />
  );
}

const png = (name: string) => new File([new Uint8Array(4)], name, { type: 'image/png' });

const { createObjectURL, revokeObjectURL } = URL;

describe('ImageDropzone', () => {
  beforeEach(() => {
    // jsdom has no object URLs.
    URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`);
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });

  it('shows the current pictures until new ones are chosen, then previews them', async () => {
    const { container } = renderWithProviders(<Harness />);
    expect(screen.getByRole('group', { name: 'Images' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Physics, picture 1' })).toBeInTheDocument();

    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, [png('a.png'), png('b.png')]);

    expect(screen.getByRole('img', { name: 'Preview of a.png' })).toHaveAttribute(
      'src',
      'blob:a.png',
    );
    expect(screen.getByRole('img', { name: 'Preview of b.png' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Physics, picture 1' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(screen.queryByRole('img', { name: 'Preview of a.png' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Preview of b.png' })).toBeInTheDocument();
  });

  it('accepts dropped files of the accepted types only', () => {
    renderWithProviders(<Harness />);
    const zone = screen.getByText('Drop pictures here or').closest('div[class*="Paper"]');
    fireEvent.drop(zone as Element, {
      dataTransfer: {
        files: [png('drop.png'), new File(['x'], 'notes.txt', { type: 'text/plain' })],
      },
    });
    expect(screen.getByRole('img', { name: 'Preview of drop.png' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /notes.txt/ })).toBeNull();
  });

  it('removes the current pictures on request', async () => {
    const onRemove = vi.fn();
    renderWithProviders(<Harness onRemoveExisting={onRemove} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove current images' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });
});
