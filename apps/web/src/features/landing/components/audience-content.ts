import {
  IconBulb,
  IconCamera,
  IconReportAnalytics,
  IconServer,
  IconShieldLock,
  IconTrophy,
  IconUsersGroup,
  IconDeviceMobile,
} from '@tabler/icons-react';
import { msg } from '@/i18n/i18n';
import type { AudiencePoint } from './audience-section';

export const INSTITUTION_POINTS: AudiencePoint[] = [
  {
    title: msg('Runs on your own infrastructure'),
    text: msg(
      'One Docker Compose file or one command on a laptop. Answer sheets, marks and reports never leave your servers.',
    ),
    icon: IconServer,
  },
  {
    title: msg('Every institution kept apart'),
    text: msg(
      'Teachers and students see only their own institution; students see only their own reports.',
    ),
    icon: IconShieldLock,
  },
  {
    title: msg('Teachers stay in charge'),
    text: msg(
      'Courses, subjects, journeys, question papers and students in one place. Any mark can be overridden, and every override is recorded.',
    ),
    icon: IconUsersGroup,
  },
  {
    title: msg('Reports for every level'),
    text: msg(
      'Who attempted which exam and when, marks per question, pass or fail, and a printable report for each student.',
    ),
    icon: IconReportAnalytics,
  },
];

export const STUDENT_POINTS: AudiencePoint[] = [
  {
    title: msg('Write on paper, answer on a phone'),
    text: msg('Type an answer or photograph a handwritten sheet: both are evaluated the same way.'),
    icon: IconCamera,
  },
  {
    title: msg('Feedback that says what to improve'),
    text: msg(
      'Marks for each point of each answer, what was missing, and a suggestion for the next attempt.',
    ),
    icon: IconBulb,
  },
  {
    title: msg('Learning journeys with XP'),
    text: msg('Levels unlock as you progress, so practice builds towards the exam step by step.'),
    icon: IconTrophy,
  },
  {
    title: msg('Reports whenever you need them'),
    text: msg(
      'Your exam reports in the student portal, on a phone or a desktop, in light or dark mode.',
    ),
    icon: IconDeviceMobile,
  },
];
