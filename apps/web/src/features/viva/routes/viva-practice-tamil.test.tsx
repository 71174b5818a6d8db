import { VIVA_MESSAGES } from '@markwise/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showLanguage } from '@/i18n/i18n';
import { expectNoEnglish } from '@/test/untranslated';
import {
  answeredTurn,
  askedTurn,
  availabilityOf,
  openVivaPractice,
  QUESTIONS,
  started,
  VIVA_PATHS,
  vivaOf,
} from '../test/vivas';

const SLOW = { timeout: 5000 };
const FEEDBACK = 'You named what photosynthesis makes, not how.';

describe('viva practice in Tamil', () => {
  it("shows the introduction, a question, the last answer's feedback and a refusal in Tamil", async () => {
    await showLanguage('ta');
    const { user } = await openVivaPractice(
      availabilityOf({
        sessions: [{ id: 'v-0', finished: true, startedAt: '2026-11-19T10:00:00.000Z', score: 55 }],
      }),
      {
        ...started(
          vivaOf([answeredTurn(askedTurn(1), 'Plants make food.', 40, FEEDBACK), askedTurn(2)]),
        ),
        [`POST ${VIVA_PATHS.answer}`]: () => ({
          status: 409,
          body: { statusCode: 409, message: VIVA_MESSAGES.finished, error: 'Conflict' },
        }),
        [`GET ${VIVA_PATHS.session}`]: () => ({
          status: 200,
          body: {
            data: vivaOf([
              answeredTurn(askedTurn(1), 'Plants make food.', 40, FEEDBACK),
              askedTurn(2),
            ]),
          },
        }),
      },
    );
    expect(
      await screen.findByText(
        'இது பயிற்சி மட்டுமே: உங்கள் தேர்வு மதிப்பெண்களை இது ஒருபோதும் மாற்றாது.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expectNoEnglish([
      'Viva practice',
      'How it works',
      'questions from the paper',
      'seconds for each answer',
      'follow-up',
      'Type your answers',
      'practice only',
      'Your teachers can',
      'Start viva',
      'Your vivas',
      'See',
      'Back to exams',
    ]);

    await user.click(screen.getByRole('button', { name: 'வாய்மொழித் தேர்வைத் தொடங்கு' }));
    const question = await screen.findByRole('region', { name: 'கேள்வி 2 / 3' }, SLOW);
    await user.click(within(question).getByRole('button', { name: 'விடையைச் சமர்ப்பி' }));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'இந்த வாய்மொழித் தேர்வு முடிந்துவிட்டது',
    );
    expectNoEnglish(
      [
        'Question',
        'Your answer',
        'Time left',
        'seconds',
        'submits your answer',
        'Submit answer',
        'This viva has ended',
      ],
      { data: [QUESTIONS[1]!, FEEDBACK, 'Plants make food.'] },
    );
  });
});
