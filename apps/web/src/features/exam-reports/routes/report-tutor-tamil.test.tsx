import {
  apiRoutes,
  pathTo,
  TUTOR_MESSAGES,
  tutorRoutes,
  type TutorConversation,
} from '@markwise/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildDetailedReport, buildQuestion } from '@/components/exam-report/test-report';
import { showLanguage } from '@/i18n/i18n';
import { startFakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { expectNoEnglish } from '@/test/untranslated';
import { ReportDetailsRoute } from './report-details';

const SESSION = '7d1c2a3e-1f0b-4d8e-9a61-0c2b3d4e5f60';
const QUESTION = 'q-lost';
const REPORT = pathTo(apiRoutes.practiceSessions.detailedReport, { sessionId: SESSION });
const OPEN = pathTo(tutorRoutes.open, { sessionId: SESSION, questionId: QUESTION });
const SLOW = { timeout: 5000 };
const TUTOR_TEXT =
  'I am the offline tutor: no AI model is connected. What else is true of the rays?';

const conversation: TutorConversation = {
  id: 'c-1',
  sessionId: SESSION,
  question: { id: QUESTION, number: 1, text: 'State the laws of reflection.' },
  mode: 'offline',
  finished: false,
  messages: [{ from: 'tutor', text: TUTOR_TEXT, at: '2099-01-02T10:00:00.000Z' }],
  repliesLeftToday: 1,
};

describe('the tutor in Tamil', () => {
  it("offers the tutor, shows its panel and the server's refusal in Tamil", async () => {
    await showLanguage('ta');
    await startFakeApi({
      [`GET ${REPORT}`]: () => ({
        status: 200,
        body: {
          data: buildDetailedReport({
            questions: [
              buildQuestion({ questionId: QUESTION, marks: { awarded: 3, allocated: 4 } }),
            ],
          }),
        },
      }),
      [`GET ${tutorRoutes.settings}`]: () => ({
        status: 200,
        body: { data: { enabled: true, dailyLimit: 30 } },
      }),
      [`POST ${OPEN}`]: () => ({ status: 201, body: { data: conversation } }),
      [`POST ${pathTo(tutorRoutes.reply, { conversationId: 'c-1' })}`]: () => ({
        status: 429,
        body: {
          statusCode: 429,
          message: TUTOR_MESSAGES.dailyLimit(30),
          error: 'Too Many Requests',
        },
      }),
    });
    renderRoutes(
      [{ path: '/reports/:sessionId', Component: ReportDetailsRoute }],
      `/reports/${SESSION}`,
    );
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', { name: 'கேள்வி 1 பற்றிப் பயிற்றுநரிடம் கேள்' }, SLOW),
    );
    const panel = await screen.findByRole('dialog', { name: 'பயிற்றுநர்' }, SLOW);
    await within(panel).findByText(TUTOR_TEXT, {}, SLOW);
    expect(within(panel).getByText('உங்கள் ஆசிரியர்கள் இந்த உரையாடலைப் படிக்கலாம்.')).toBeInTheDocument();
    expect(within(panel).getByText('இன்று 1 பதில் மீதமுள்ளது')).toBeInTheDocument();

    await user.type(within(panel).getByRole('textbox', { name: /உங்கள் பதில்/ }), 'ஒரே தளம்');
    await user.click(within(panel).getByRole('button', { name: 'அனுப்பு' }));
    expect(
      await within(panel).findByText(
        'இன்றைய 30 பயிற்றுநர் பதில்களையும் பயன்படுத்திவிட்டீர்கள். நாளை மீண்டும் வாருங்கள்.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expectNoEnglish(
      [
        'Tutor',
        'About Question',
        'Ask the tutor',
        'It asks you questions',
        'Your teachers can read',
        'Conversation with the tutor',
        'Your reply',
        'Send',
        'reply left today',
        'sends your reply',
        "You have used today's",
        'Close',
      ],
      { root: panel, data: [TUTOR_TEXT] },
    );
  });
});
