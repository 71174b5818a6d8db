import { apiRoutes, type AttemptLevel, StudentSummary } from '@markwise/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showLanguage } from '@/i18n/i18n';
import { startFakeApi } from '@/test/fake-api';
import { buildAttemptLevel, exampleOf } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { StudentDashboardRoute } from './student-dashboard';
import { StudentExamsRoute } from './student-exams';
import { expectNoEnglish } from '@/test/untranslated';

const SLOW = { timeout: 5000 };

const summary: StudentSummary = {
  xp: 20,
  availableExams: 3,
  completed: 2,
  averageScore: 62.5,
  timeSpentMinutes: 95,
  recent: [
    {
      _id: 's-2',
      title: 'Light: unit test',
      subject: 'Physics',
      startTime: '2026-11-20T09:30:00.000Z',
      status: 'evaluated',
      percentage: 45,
      isPass: false,
    },
  ],
  newResults: [
    {
      _id: 's-2',
      title: 'Light: unit test',
      subject: 'Physics',
      evaluatedAt: '2026-11-21T09:30:00.000Z',
      percentage: 45,
      isPass: false,
    },
  ],
  subjects: [{ subject: 'Physics', averageScore: 62.5, completed: 2 }],
  journeys: exampleOf(StudentSummary).journeys.map((journey) => ({
    ...journey,
    journeyTitle: 'Physics Journey',
    nextLevel: { levelId: 'l-2', title: 'Unit test: Motion', xpRequired: 50, xpNeeded: 30 },
  })),
};

/** A level this student has sat twice of three attempts, best 75 %. */
const level = (overrides: Partial<AttemptLevel>) =>
  buildAttemptLevel({ attempts: 2, bestPercentage: 75, attemptsAllowed: 3, ...overrides });

describe('the student portal in Tamil', () => {
  it('shows the dashboard in Tamil', async () => {
    await showLanguage('ta');
    await startFakeApi({
      [`GET ${apiRoutes.attempts.summary}`]: () => ({ status: 200, body: { data: summary } }),
    });
    renderRoutes(
      [{ path: '/student-portal', Component: StudentDashboardRoute }],
      '/student-portal',
    );

    const card = async (label: string) =>
      (await screen.findByText(label, {}, SLOW)).closest('.mantine-Card-root') as HTMLElement;
    expect(await within(await card('கிடைக்கும் தேர்வுகள்')).findByText('3', {}, SLOW)).toBeVisible();
    expect(within(await card('முடிந்தவை')).getByText('2')).toBeInTheDocument();
    expect(within(await card('சராசரி மதிப்பெண்')).getByText('62.5%')).toBeInTheDocument();
    expect(within(await card('செலவிட்ட நேரம்')).getByText('1 மணி 35 நி')).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'முகப்பு', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'தேர்வு எழுது' })).toBeInTheDocument();
    expect(screen.getByText('புதிய முடிவுகள் தயார்')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'சமீபத்திய தேர்வுகள்' })).toBeInTheDocument();
    expect(screen.getByText('தோல்வி')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'பாட வாரியான சராசரி' })).toBeInTheDocument();
    expect(screen.getByText('62.5% · 2 தேர்வுகள்')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Physics சராசரி 62.5%' })).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Physics Journey: 4 நிலைகளில் 1 தேர்ச்சி' }),
    ).toBeInTheDocument();
    expect(screen.getByText('4-இல் 1 தேர்ச்சி')).toBeInTheDocument();
    expect(
      screen.getByText('அடுத்து திறக்கப்படுவது: Unit test: Motion, 50 XP-இல் (இன்னும் 30 XP தேவை)'),
    ).toBeInTheDocument();
    expectNoEnglish([
      'Dashboard',
      'at a glance',
      'Take an exam',
      'New results',
      'Available Exams',
      'Completed',
      'Average Score',
      'Time Spent',
      'Exam levels you can start',
      'Attempts marked',
      'Mean of your',
      'Time in finished',
      'Recent Exams',
      'Fail',
      'Average by Subject',
      ' exams',
      ' average ',
      'Journey Progress',
      'levels passed',
      ' passed',
      'Next to unlock',
      'to go',
      '1h 35m',
    ]);
  });

  it('shows the exams and the report lookup in Tamil', async () => {
    await showLanguage('ta');
    await startFakeApi({
      [`GET ${apiRoutes.attempts.levels}`]: () => ({
        status: 200,
        body: {
          data: {
            xp: 20,
            levels: [
              level({}),
              level({
                levelId: 'l-2',
                title: 'Unit test: Motion',
                xp_required_to_unlock: 50,
                locked: true,
                xpNeeded: 30,
                attempts: 0,
                bestPercentage: null,
              }),
            ],
          },
        },
      }),
    });
    renderRoutes(
      [{ path: '/student-portal/exams', Component: StudentExamsRoute }],
      '/student-portal/exams',
    );
    const user = userEvent.setup();

    const open = await screen.findByRole('article', { name: 'Unit test: Light' }, SLOW);
    const locked = screen.getByRole('article', { name: 'Unit test: Motion' });
    expect(screen.getByRole('heading', { name: 'தேர்வுகள்', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'கிடைக்கும் தேர்வுகள்' })).toBeInTheDocument();
    expect(screen.getByText('உங்களிடம் 20 XP உள்ளது')).toBeInTheDocument();
    expect(within(open).getByText('சிறந்தது 75%')).toBeInTheDocument();
    expect(within(open).getByText('Light: 4 கேள்விகள் · 20 மதிப்பெண்கள் · 45 நிமி')).toBeInTheDocument();
    expect(within(open).getByText('2 முயற்சிகள் · 3-இல் 1 மீதம்')).toBeInTheDocument();
    expect(within(open).getByRole('button', { name: 'தேர்வைத் தொடங்கு' })).toBeEnabled();
    expect(within(locked).getByText('திறக்க இன்னும் 30 XP தேவை')).toBeInTheDocument();
    expect(within(locked).getByText('பூட்டப்பட்டுள்ளது, தேவை')).toBeInTheDocument();

    // The report lookup, and its messages once both fields are left blank.
    expect(screen.getByRole('heading', { name: 'உங்கள் அறிக்கைகளை அணுகுங்கள்' })).toBeInTheDocument();
    const phone = screen.getByRole('textbox', { name: 'தொலைபேசி எண்' });
    expect(phone).toHaveAccessibleDescription('குறைந்தது 10 இலக்கங்கள்');
    await user.click(phone);
    await user.click(screen.getByRole('textbox', { name: 'மின்னஞ்சல் முகவரி' }));
    await user.tab();
    expect(
      await screen.findByText('தொலைபேசி எண் அல்லது மின்னஞ்சலை வழங்கவும்', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'என் அறிக்கைகளை அணுகு' })).toBeDisabled();
    expectNoEnglish([
      'Exams',
      'Start an exam',
      'You have',
      'Best',
      'questions',
      'marks',
      'min',
      'attempts',
      'left',
      'Start exam',
      'more to unlock',
      'Locked',
      'Access',
      'Enter your phone',
      'Phone Number',
      'Email Address',
      'digits',
      'Please provide',
    ]);
  });
});
