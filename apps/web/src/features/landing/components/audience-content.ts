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
import type { AudiencePoint } from './audience-section';

export const INSTITUTION_POINTS: AudiencePoint[] = [
  {
    title: 'Runs on your own infrastructure',
    text: 'One Docker Compose file or one command on a laptop. Answer sheets, marks and reports never leave your servers.',
    icon: IconServer,
  },
  {
    title: 'Every institution kept apart',
    text: 'Teachers and students see only their own institution; students see only their own reports.',
    icon: IconShieldLock,
  },
  {
    title: 'Teachers stay in charge',
    text: 'Courses, subjects, journeys, question papers and students in one place. Any mark can be overridden, and every override is recorded.',
    icon: IconUsersGroup,
  },
  {
    title: 'Reports for every level',
    text: 'Who attempted which exam and when, marks per question, pass or fail, and a printable report for each student.',
    icon: IconReportAnalytics,
  },
];

export const STUDENT_POINTS: AudiencePoint[] = [
  {
    title: 'Write on paper, answer on a phone',
    text: 'Type an answer or photograph a handwritten sheet: both are evaluated the same way.',
    icon: IconCamera,
  },
  {
    title: 'Feedback that says what to improve',
    text: 'Marks for each point of each answer, what was missing, and a suggestion for the next attempt.',
    icon: IconBulb,
  },
  {
    title: 'Learning journeys with XP',
    text: 'Levels unlock as you progress, so practice builds towards the exam step by step.',
    icon: IconTrophy,
  },
  {
    title: 'Reports whenever you need them',
    text: 'Your exam reports in the student portal, on a phone or a desktop, in light or dark mode.',
    icon: IconDeviceMobile,
  },
];
