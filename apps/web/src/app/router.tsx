import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { RoleGuard } from './role-guard';
import { RootLayout } from './root-layout';
import { RouteError } from './routes/route-error';

/** Code-splits a screen: its module loads on first navigation to it. */
function lazyComponent<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

const adminScreens: RouteObject[] = [
  {
    path: paths.dashboard,
    lazy: lazyComponent(
      () => import('@/features/dashboard/routes/dashboard'),
      (m) => m.DashboardRoute,
    ),
  },
  {
    path: paths.students,
    lazy: lazyComponent(
      () => import('@/features/students/routes/students'),
      (m) => m.StudentsRoute,
    ),
  },
  {
    // Reached from a student's name in the students list.
    path: '/students/:studentId',
    lazy: lazyComponent(
      () => import('@/features/students/routes/student-page'),
      (m) => m.StudentPageRoute,
    ),
  },
  {
    path: paths.evaluationQueue,
    lazy: lazyComponent(
      () => import('@/features/evaluation-queue/routes/evaluation-queue'),
      (m) => m.EvaluationQueueRoute,
    ),
  },
  {
    path: paths.bulkMarking,
    lazy: lazyComponent(
      () => import('@/features/bulk-marking/routes/bulk-marking'),
      (m) => m.BulkMarkingRoute,
    ),
  },
  {
    path: paths.exams,
    lazy: lazyComponent(
      () => import('@/features/courses/routes/courses'),
      (m) => m.CoursesRoute,
    ),
  },
  {
    path: '/exams/:examId/subjects',
    lazy: lazyComponent(
      () => import('@/features/subjects/routes/subjects'),
      (m) => m.SubjectsRoute,
    ),
  },
  {
    path: '/exams/:examId/subjects/:subjectId/journey',
    lazy: lazyComponent(
      () => import('@/features/journeys/routes/journey'),
      (m) => m.JourneyRoute,
    ),
  },
  {
    path: '/exams/journey/reports/:levelId',
    lazy: lazyComponent(
      () => import('@/features/level-reports/routes/level-reports'),
      (m) => m.LevelReportsRoute,
    ),
  },
  {
    path: '/exams/journey/reports/:levelId/desk',
    lazy: lazyComponent(
      () => import('@/features/marking-desk/routes/marking-desk'),
      (m) => m.MarkingDeskRoute,
    ),
  },
  {
    path: '/exams/journey/reports/:levelId/paper',
    lazy: lazyComponent(
      () => import('@/features/paper-exams/routes/paper-exam'),
      (m) => m.PaperExamRoute,
    ),
  },
  {
    path: paths.settings,
    lazy: lazyComponent(
      () => import('@/features/settings/routes/settings'),
      (m) => m.SettingsRoute,
    ),
  },
];

const studentScreens: RouteObject[] = [
  {
    path: paths.studentPortal,
    lazy: lazyComponent(
      () => import('@/features/student-portal/routes/student-dashboard'),
      (m) => m.StudentDashboardRoute,
    ),
  },
  {
    path: paths.studentExams,
    lazy: lazyComponent(
      () => import('@/features/student-portal/routes/student-exams'),
      (m) => m.StudentExamsRoute,
    ),
  },
  {
    path: paths.studentReports,
    lazy: lazyComponent(
      () => import('@/features/student-portal/routes/student-reports'),
      (m) => m.StudentReportsRoute,
    ),
  },
  {
    path: '/student-portal/attempts/:sessionId',
    lazy: lazyComponent(
      () => import('@/features/attempt/routes/attempt'),
      (m) => m.AttemptRoute,
    ),
  },
  {
    // Reached from 'Viva practice' on a level the teacher opened it on.
    path: '/student-portal/exams/:levelId/viva',
    lazy: lazyComponent(
      () => import('@/features/viva/routes/viva-practice'),
      (m) => m.VivaPracticeRoute,
    ),
  },
  {
    // Reached from 'View Details' in the student's reports.
    path: '/reports/:sessionId',
    lazy: lazyComponent(
      () => import('@/features/exam-reports/routes/report-details'),
      (m) => m.ReportDetailsRoute,
    ),
  },
];

/** Every screen's route; the admin and student areas each behind their role guard. */
export const appRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoader,
    children: [
      {
        path: paths.landing,
        lazy: lazyComponent(
          () => import('@/features/landing/routes/landing'),
          (m) => m.LandingRoute,
        ),
      },
      {
        path: paths.login,
        lazy: lazyComponent(
          () => import('@/features/auth/routes/login'),
          (m) => m.LoginRoute,
        ),
      },
      {
        path: paths.unauthorized,
        lazy: lazyComponent(
          () => import('./routes/unauthorized'),
          (m) => m.UnauthorizedRoute,
        ),
      },
      {
        lazy: lazyComponent(
          () => import('./layouts/papers-layout'),
          (m) => m.PapersLayout,
        ),
        children: [
          {
            path: paths.questionPapers,
            lazy: lazyComponent(
              () => import('@/features/question-papers/routes/question-papers'),
              (m) => m.QuestionPapersRoute,
            ),
          },
        ],
      },
      {
        element: <RoleGuard area="admin" />,
        children: [
          {
            lazy: lazyComponent(
              () => import('./layouts/admin-layout'),
              (m) => m.AdminLayout,
            ),
            children: adminScreens,
          },
        ],
      },
      {
        element: <RoleGuard area="student" />,
        children: [
          {
            lazy: lazyComponent(
              () => import('./layouts/student-layout'),
              (m) => m.StudentLayout,
            ),
            children: studentScreens,
          },
        ],
      },
      {
        // The notes also send a successful report lookup to /reports.
        path: '/reports',
        element: <Navigate to={paths.studentReports} replace />,
      },
      {
        path: '*',
        lazy: lazyComponent(
          () => import('./routes/not-found'),
          (m) => m.NotFoundRoute,
        ),
      },
    ],
  },
];
