import { apiRoutes, StudentErasureResponse, type StudentsPage } from '@markwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { requestsTo, startFakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import type { TestReply, TestServer } from '@/test/test-server';
import { StudentsRoute } from './students';
import { buildStudent, classesRoute, exampleOf } from '@/test/fixtures';
import { mediaQueryList } from '@/test/media';

let server: TestServer | undefined;
const SLOW = { timeout: 5000 };

const asha = buildStudent({
  rollNo: '10A-07',
  averagePerformance: 78.5,
  completedExams: 4,
});

const page: StudentsPage = {
  data: [asha],
  pagination: { currentPage: 1, totalPages: 1, totalItems: 1, limit: 10 },
};

/** The contract's example erasure, with `failed` of its files left behind. */
function receipt(failed = 0): StudentErasureResponse {
  const example = exampleOf(StudentErasureResponse);
  const { files } = example.data;
  return {
    ...example,
    data: {
      ...example.data,
      erasureId: 'erasure-ref-1',
      files: { removed: files.removed - failed, failed },
    },
  };
}

const EXPORT = '/students/id-1/export';
const ERASE = '/students/id-1/personal-data';

/** Downloads the page started: the name each clicked link offered. */
let downloads: string[] = [];

beforeEach(() => {
  storage.setAuthToken('admin-access-token');
  downloads = [];
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push(this.download);
  });
});

async function renderStudents(routes: Record<string, () => TestReply | Promise<TestReply>>) {
  server = await startFakeApi({
    ...classesRoute,
    [`GET ${apiRoutes.students.collection}`]: () => ({ status: 200, body: page }),
    ...routes,
  });
  renderRoutes([{ path: '/students', Component: StudentsRoute }], '/students');
  await screen.findByText('asha.verma@example.com', {}, SLOW);
  return userEvent.setup();
}

type User = ReturnType<typeof userEvent.setup>;

/** A phone card's action: its menu opened, then the item chosen. */
async function chooseAction(user: User, action: string) {
  await user.click(screen.getByRole('button', { name: 'Actions for Asha Verma' }));
  await user.click(await screen.findByRole('menuitem', { name: action }, SLOW));
}

describe('exporting a student’s data', () => {
  it('downloads the zip with the bearer token, showing progress until it arrives', async () => {
    let release: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const user = await renderStudents({
      [`GET ${EXPORT}`]: async () => {
        await arrived;
        return { status: 200, body: 'zip bytes' };
      },
    });

    const button = screen.getByRole('button', { name: 'Actions for Asha Verma' });
    await chooseAction(user, 'Export data');
    await waitFor(() => expect(button).toBeDisabled(), SLOW);
    expect(button).toHaveAttribute('data-loading');
    release();

    expect(await screen.findByText('Export ready', {}, SLOW)).toBeInTheDocument();
    expect(button).toBeEnabled();
    const [request] = requestsTo(server!, 'GET', EXPORT);
    expect(request!.headers.authorization).toBe('Bearer admin-access-token');
    expect(request!.headers.accept).toBe('application/zip');
    expect(downloads).toEqual(['student-id-1-export.zip']);
  });

  it('says so when the export fails', async () => {
    const user = await renderStudents({
      [`GET ${EXPORT}`]: () => ({
        status: 404,
        body: { statusCode: 404, message: 'Student not found', error: 'Not Found' },
      }),
    });
    await chooseAction(user, 'Export data');
    expect(
      await screen.findByText(/Failed to export student data\. Please try again\./, {}, SLOW),
    ).toBeInTheDocument();
    expect(downloads).toEqual([]);
  });
});

describe('erasing a student’s personal data', () => {
  it('says what goes, and sends nothing until the email or full name is typed', async () => {
    const user = await renderStudents({
      [`DELETE ${ERASE}`]: () => ({ status: 200, body: receipt() }),
    });
    await chooseAction(user, 'Erase personal data');

    const dialog = await screen.findByRole('dialog', { name: 'Erase personal data?' }, SLOW);
    expect(dialog).toHaveTextContent('permanently erases Asha Verma');
    expect(dialog).toHaveTextContent('typed answers, photographed pages, marks, feedback');
    expect(dialog).toHaveTextContent('cannot be undone');
    const erase = within(dialog).getByRole('button', { name: 'Erase personal data' });
    const input = within(dialog).getByRole('textbox', {
      name: "Type the student's email or full name to confirm",
    });
    expect(erase).toBeDisabled();

    await user.type(input, 'Asha');
    expect(erase).toBeDisabled();
    await user.click(erase);
    expect(requestsTo(server!, 'DELETE', ERASE)).toEqual([]);

    await user.clear(input);
    await user.type(input, 'ASHA.verma@example.com');
    expect(erase).toBeEnabled();
    const listsBefore = requestsTo(
      server!,
      'GET',
      `${apiRoutes.students.collection}?page=1&limit=10`,
    ).length;
    await user.click(erase);

    expect(await screen.findByText('Personal data erased', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Asha Verma and all of their data were erased.')).toBeInTheDocument();
    const sent = requestsTo(server!, 'DELETE', ERASE);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.authorization).toBe('Bearer admin-access-token');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    // The list is asked for again, without the erased student.
    await waitFor(
      () =>
        expect(
          requestsTo(server!, 'GET', `${apiRoutes.students.collection}?page=1&limit=10`).length,
        ).toBeGreaterThan(listsBefore),
      SLOW,
    );
  });

  it('accepts the full name, and tells when some files could not be removed', async () => {
    const user = await renderStudents({
      [`DELETE ${ERASE}`]: () => ({ status: 200, body: receipt(2) }),
    });
    await chooseAction(user, 'Erase personal data');
    const dialog = await screen.findByRole('dialog', { name: 'Erase personal data?' }, SLOW);
    await user.type(within(dialog).getByRole('textbox'), ' asha verma ');
    await user.click(within(dialog).getByRole('button', { name: 'Erase personal data' }));

    expect(
      await screen.findByText(/2 stored file\(s\) could not be removed.*erasure-ref-1/, {}, SLOW),
    ).toBeInTheDocument();
  });

  it('keeps the dialog open and says why when the erasure fails', async () => {
    const user = await renderStudents({
      [`DELETE ${ERASE}`]: () => ({
        status: 404,
        body: { statusCode: 404, message: 'Student not found', error: 'Not Found' },
      }),
    });
    await chooseAction(user, 'Erase personal data');
    const dialog = await screen.findByRole('dialog', { name: 'Erase personal data?' }, SLOW);
    await user.type(within(dialog).getByRole('textbox'), asha.email);
    await user.click(within(dialog).getByRole('button', { name: 'Erase personal data' }));

    expect(
      await screen.findByText(/Failed to erase personal data\. Please try again\./, {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Erase personal data?' })).toBeInTheDocument();
  });
});

describe('the actions on each size of screen', () => {
  it('a phone card keeps them in one menu, the destructive ones last', async () => {
    const user = await renderStudents({});
    await user.click(screen.getByRole('button', { name: 'Actions for Asha Verma' }));
    const items = await screen.findAllByRole('menuitem', {}, SLOW);
    expect(items.map((item) => item.textContent)).toEqual([
      'View',
      'Edit',
      'Export data',
      'Erase personal data',
      'Delete',
    ]);
    expect(screen.queryByRole('button', { name: 'Delete Asha Verma' })).toBeNull();
  });

  it('a desktop row has a button for each, named for the student', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      mediaQueryList(query, query.includes('min-width')),
    );
    const user = await renderStudents({});
    for (const name of ['View', 'Edit', 'Export data of', 'Erase personal data of', 'Delete']) {
      expect(screen.getByRole('button', { name: `${name} Asha Verma` })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Actions for Asha Verma' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Erase personal data of Asha Verma' }));
    expect(await screen.findByRole('dialog', { name: 'Erase personal data?' }, SLOW)).toBeVisible();
  });
});
