import { apiRoutes, pathTo } from '@markwise/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { buildDetailedReport } from '@/components/exam-report/test-report';
import { requestsTo, startFakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import type { TestServer } from '@/test/test-server';
import { DetailedReportDialog } from './detailed-report-dialog';

const ATTEMPT = '7d1c2a3e-1f0b-4d8e-9a61-0c2b3d4e5f60';
const reportPath = pathTo(apiRoutes.practiceSessions.detailedReport, { sessionId: ATTEMPT });

let server: TestServer | undefined;
function Harness({ attemptId = ATTEMPT }: { attemptId?: string | null }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Open
      </button>
      <DetailedReportDialog
        opened={opened}
        attemptId={attemptId}
        onClose={() => setOpened(false)}
      />
    </>
  );
}

/** Opens the dialog on a fake API answering `body`, once `held` (if given) resolves. */
async function openWith(body: unknown, status = 200, held?: Promise<void>) {
  server = await startFakeApi({
    [`GET ${reportPath}`]: async () => {
      await held;
      return { status, body };
    },
  });
  renderWithProviders(<Harness />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Open' }));
  return screen.findByRole('dialog');
}

describe('Detailed Exam Report of a level user', () => {
  it('fetches nothing until it is opened', async () => {
    server = await startFakeApi({});
    renderWithProviders(<Harness />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestsTo(server, 'GET', reportPath)).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('fetches nothing without an attempt', async () => {
    server = await startFakeApi({});
    renderWithProviders(<Harness attemptId={null} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog');
    expect(requestsTo(server, 'GET', reportPath)).toHaveLength(0);
  });

  it('loads the report once opened: the loading subtitle, then the paper and its cards', async () => {
    // The report is held back until the loading state has been seen: a fast local answer would
    // otherwise replace it before the dialog is found.
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    const dialog = await openWith({ data: buildDetailedReport() }, 200, held);
    expect(within(dialog).getAllByText('Loading report data...').length).toBeGreaterThan(0);
    answer();
    expect(
      await within(dialog).findByText('Light: Reflection and Refraction (SCI-10-LRR)'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Exam Information' })).toBeInTheDocument();
    expect(requestsTo(server!, 'GET', reportPath)).toHaveLength(1);
  });

  it('shows the error subtitle and panel when loading fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const dialog = await openWith(
      { statusCode: 500, message: 'boom', error: 'Internal Server Error' },
      500,
    );
    expect(
      await within(dialog).findByText('Error loading report data. Please try again.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Error Loading Report')).toBeInTheDocument();
  });
});
