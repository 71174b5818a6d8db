import type { LevelUser } from '@markwise/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@/lib/format';
import { renderWithProviders } from '@/test/render';
import { PRINTING_ATTRIBUTE } from '@/hooks/use-print-isolation';
import { ViewResultModal } from './view-result-modal';

const student: LevelUser = {
  _id: 'user-1',
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha.verma@example.edu',
  class: 'Grade 10A',
  timestamp: '2026-11-21T08:35:00.000Z',
  level_progress: {
    completion: 'completed',
    attempts: 1,
    marks_earned: 11,
    session_id: 'session-1',
    status: 'evaluated',
    overall_report: {
      marks_awarded: 11,
      marks_allocated: 20,
      isPass: false,
      overall_report: '## Overall result\n\nNeeds **more** practice.',
    },
  },
};

function Harness({ user }: { user: LevelUser }) {
  const [opened, setOpened] = useState(true);
  return <ViewResultModal opened={opened} user={user} onClose={() => setOpened(false)} />;
}

describe('View Result modal', () => {
  it('shows name, email, date, status, marks, percentage, verdict and report', async () => {
    renderWithProviders(<Harness user={student} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Asha Verma')).toBeInTheDocument();
    expect(within(dialog).getByText('asha.verma@example.edu')).toBeInTheDocument();
    expect(within(dialog).getByText(formatDateTime(student.timestamp))).toBeInTheDocument();
    expect(within(dialog).getByText('Completed')).toBeInTheDocument();
    expect(within(dialog).getByText('11/20')).toBeInTheDocument();
    // 55% is under the 60% pass threshold: red, and FAILED from isPass.
    const percentage = within(dialog).getByText('55%');
    expect(percentage).toHaveAttribute('data-tone', 'red');
    expect(within(dialog).getByText('FAILED')).toBeInTheDocument();
    expect(within(dialog).getByText('more').tagName).toBe('STRONG');
  });

  it('colours 60% and above green and says PASSED', async () => {
    const passing = structuredClone(student);
    passing.level_progress.overall_report = {
      marks_awarded: 12,
      marks_allocated: 20,
      isPass: true,
      overall_report: '',
    };
    renderWithProviders(<Harness user={passing} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('60%')).toHaveAttribute('data-tone', 'green');
    expect(within(dialog).getByText('PASSED')).toBeInTheDocument();
  });

  it('prints only the report: the body is marked while open and print is called', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderWithProviders(<Harness user={student} />);
    const dialog = await screen.findByRole('dialog');
    expect(document.body.hasAttribute(PRINTING_ATTRIBUTE)).toBe(true);

    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Print Report' }));
    expect(print).toHaveBeenCalledTimes(1);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.hasAttribute(PRINTING_ATTRIBUTE)).toBe(false);
  });

  it('has a print stylesheet that hides everything outside the report', () => {
    // Vitest stubs CSS imports (css: false), so the stylesheet is read from disk (cwd: apps/web).
    const css = readFileSync(
      join(process.cwd(), 'src/features/level-reports/components/view-result-modal.module.css'),
      'utf8',
    );
    expect(css).toMatch(/@media print/);
    expect(css).toContain(`:global(body[${PRINTING_ATTRIBUTE}]) > *:not(.portal)`);
    expect(css).toMatch(/\.overlay,\s*\.close,\s*\.actions\s*{\s*display: none !important;/);
  });
});
