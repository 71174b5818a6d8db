import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Area } from '@/lib/access';
import { storage } from '@/lib/storage';
import { userStore } from '@/lib/user-store';
import { buildProfile } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { RoleGuard } from './role-guard';

const AREA_PATHS: Record<Area, string> = { admin: '/exams', student: '/student-portal' };

/** Renders the guard in front of one area; every other address shows its own path. */
function visit(area: Area) {
  renderWithProviders(
    <MemoryRouter initialEntries={[AREA_PATHS[area]]}>
      <Routes>
        <Route element={<RoleGuard area={area} />}>
          <Route path={AREA_PATHS[area]} element={<p>inside {area} area</p>} />
        </Route>
        {['/', '/exams', '/student-portal', '/unauthorized']
          .filter((path) => path !== AREA_PATHS[area])
          .map((path) => (
            <Route key={path} path={path} element={<p>redirected to {path}</p>} />
          ))}
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => userStore.clearUser());

describe('RoleGuard', () => {
  it.each<Area>(['admin', 'student'])('sends a visitor without a user to / (%s area)', (area) => {
    visit(area);
    expect(screen.getByText('redirected to /')).toBeInTheDocument();
  });

  it.each<[string, 'ADMIN' | 'STUDENT', Area, string]>([
    ['lets an admin into the admin area', 'ADMIN', 'admin', 'inside admin area'],
    ['sends an admin in the student portal to /exams', 'ADMIN', 'student', 'redirected to /exams'],
    ['lets a student into the student portal', 'STUDENT', 'student', 'inside student area'],
    [
      'sends a student in an admin area to /student-portal',
      'STUDENT',
      'admin',
      'redirected to /student-portal',
    ],
  ])('%s', (_title, role, area, shown) => {
    userStore.setUser(buildProfile({ role }));
    visit(area);
    expect(screen.getByText(shown)).toBeInTheDocument();
  });

  it.each<Area>(['admin', 'student'])(
    'sends an unknown role to /unauthorized (%s area)',
    (area) => {
      // A stored profile from elsewhere may carry any role; the type says otherwise.
      localStorage.setItem('user_profile', JSON.stringify({ ...buildProfile(), role: 'TEACHER' }));
      visit(area);
      expect(screen.getByText('redirected to /unauthorized')).toBeInTheDocument();
    },
  );

  it('reads the user from the stored profile when the state is empty', () => {
    storage.setProfile(buildProfile({ role: 'STUDENT' }));
    visit('student');
    expect(screen.getByText('inside student area')).toBeInTheDocument();
  });

  it('waits instead of redirecting while the session is being checked', () => {
    userStore.setLoading(true);
    visit('admin');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText(/redirected/)).not.toBeInTheDocument();
  });
});
