import { apiRoutes, type StudentExamSession } from '@markwise/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showLanguage } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/format';
import { userStore } from '@/lib/user-store';
import { startFakeApi } from '@/test/fake-api';
import { buildProfile } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { buildExamSession, evaluatedSession, lookupResponse } from '../lib/test-sessions';
import { StudentReportsRoute } from './student-reports';
import { expectNoEnglish } from '@/test/untranslated';

const SLOW = { timeout: 5000 };
const LOOKUP = apiRoutes.practiceSessions.findUserWithSessions;
const realMatchMedia = window.matchMedia;

beforeEach(() => {
  // A desktop window: the reports show as a table.
  window.matchMedia = (query: string) => ({
    ...realMatchMedia(query),
    matches: query === '(min-width: 48em)',
  });
});

afterEach(() => {
  window.matchMedia = realMatchMedia;
});

/** A marked exam first, then one of each other state, then five more marked ones. */
function sessions(): StudentExamSession[] {
  return [
    evaluatedSession(15, 20, true, {
      paper: { title: 'Light: Reflection', subject: 'Physics', qpCode: 'SCI-10-LRR' },
    }),
    evaluatedSession(4, 10, false),
    buildExamSession({ status: 'in_progress', overall_report: null, end_time: null }),
    buildExamSession({ status: 'evaluating', overall_report: null }),
    buildExamSession({ status: 'failed', overall_report: null }),
    ...Array.from({ length: 5 }, () => evaluatedSession(9, 10, true)),
  ];
}

describe('Your Exam Reports in Tamil', () => {
  it('shows the figures, the table and a marked exam’s result in Tamil', async () => {
    await showLanguage('ta');
    const student = buildProfile({ role: 'STUDENT', firstName: 'Asha', lastName: 'Verma' });
    userStore.setUser(student);
    const list = sessions();
    await startFakeApi({
      [`POST ${LOOKUP}`]: () => ({ status: 200, body: lookupResponse(student, list) }),
    });
    renderRoutes(
      [
        { path: '/student-portal/reports', Component: StudentReportsRoute },
        { path: '/reports/:sessionId', Component: () => <h1>Report page</h1> },
      ],
      '/student-portal/reports',
    );
    const user = userEvent.setup();

    const table = await screen.findByRole('table', { name: 'தேர்வு அறிக்கைகள்' }, SLOW);
    expect(
      screen.getByRole('heading', { name: 'உங்கள் தேர்வு அறிக்கைகள்', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('நீங்கள் எழுதிய தேர்வுகளின் முடிவுகள்.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'புதுப்பி' })).toBeInTheDocument();

    // 10 exams; 7 marked, 6 passed.
    const figure = (name: string) => screen.getByRole('group', { name });
    expect(within(figure('எழுதிய தேர்வுகள்')).getByText('10')).toBeInTheDocument();
    expect(within(figure('எழுதிய தேர்வுகள்')).getByText('3 இன்னும் மதிப்பிடப்படவில்லை')).toBeVisible();
    expect(within(figure('தேர்ச்சி')).getByText('மதிப்பிடப்பட்ட 7 தேர்வுகளில்')).toBeVisible();
    expect(within(figure('சராசரி மதிப்பெண்')).getByText('7 தேர்வுகளின் அடிப்படையில்')).toBeVisible();

    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['தேர்வின் பெயர்', 'பாடம்', 'தேதி', 'மதிப்பெண்', 'நிலை', 'செயல்']);

    const [pass, fail, inProgress, evaluating, failed] = within(table).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement | undefined) =>
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(pass)).toEqual([
      'Light: ReflectionSCI-10-LRR',
      'Physics',
      formatDateTime('2026-03-14T09:30:00.000Z'),
      '75/100',
      'தேர்ச்சி',
      'விவரங்களைப் பார்',
    ]);
    expect(cells(fail).slice(3, 5)).toEqual(['40/100', 'தோல்வி']);
    expect(cells(inProgress).slice(3, 6)).toEqual(['—', 'நடைபெறுகிறது', 'சமர்ப்பித்த பின் கிடைக்கும்']);
    expect(cells(evaluating).slice(3, 6)).toEqual([
      '—',
      'மதிப்பீடு நடைபெறுகிறது',
      'மதிப்பிடப்பட்ட பின் கிடைக்கும்',
    ]);
    expect(cells(failed).slice(3, 5)).toEqual(['—', 'உங்கள் ஆசிரியர் சரிபார்க்கிறார்']);
    expect(within(inProgress!).getByLabelText('இன்னும் மதிப்பெண் இல்லை')).toHaveTextContent('—');

    expect(screen.getByText('10 அறிக்கைகளில் 1 முதல் 5 வரை காட்டப்படுகின்றன')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'ஒரு பக்கத்துக்கு வரிசைகள்' })).toBeInTheDocument();
    expectNoEnglish([
      'Your Exam Reports',
      'Results of the exams',
      'Refresh',
      'Exams Taken',
      'Passed',
      'Average Score',
      'evaluated',
      'Exam Name',
      'Subject',
      'Date',
      'Score',
      'Status',
      'Action',
      'Pass',
      'Fail',
      'In Progress',
      'Being',
      'View Details',
      'Available',
      'Showing',
      'Rows per page',
      'Reports pages',
      'Exam reports',
    ]);

    // The marked exam's report opens from its row.
    await user.click(within(pass!).getByRole('link', { name: 'விவரங்களைப் பார்' }));
    expect(await screen.findByRole('heading', { name: 'Report page' }, SLOW)).toBeInTheDocument();
  });
});
