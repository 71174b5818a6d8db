import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showLanguage } from '@/i18n/i18n';
import { answer, decisionsOf, deskApi, renderDesk, SLOW } from '../test/desk-api';

const RUBRIC = [
  { id: '0d3f8a52-6c1e-4b7a-9f2d-1e5c7b9a3d41', point: 'Holds an address', marks: 3 },
  { id: '7a2c4e6b-8d1f-4a3c-b5e7-9f1d3b5c7e92', point: 'Gives an example', marks: 2 },
];

/** English texts of the desk's own screen that a Hindi desk must not show. */
const ENGLISH = [
  'Marking Desk',
  'answers waiting for a teacher',
  'Release Marks',
  'Answer 1 of 2',
  'Whole script (S)',
  'Previous (K)',
  'Next (J)',
  'Student hidden while you mark',
  'Show name (N)',
  'Typed answer',
  'Suggested mark:',
  'Needs review',
  'Your mark:',
  '(the suggestion)',
  'Edit rubric',
  'Feedback the student will read',
  "Rewrite it if the machine's words are wrong.",
  'Accept the suggestion',
  'type a mark',
  'whole script',
  'Machine and teachers on question',
  'Submitted from',
  'All questions',
  'Second marking',
];

function expectNoEnglish() {
  for (const text of ENGLISH) expect(document.body).not.toHaveTextContent(text);
}

describe('the marking desk in Hindi', () => {
  it('walks the answers in Hindi: a mark from the rubric with its reason, then the next answer', async () => {
    await showLanguage('hi');
    const user = userEvent.setup();
    const server = await deskApi([
      answer(1, { question: { ...answer(1).question, rubric: RUBRIC } }),
      answer(2),
    ]);
    renderDesk();

    // The first answer opens, in Hindi.
    expect(await screen.findByText('2 में से उत्तर 1', {}, SLOW)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'मूल्यांकन डेस्क' })).toBeVisible();
    expect(screen.getByText('2 उत्तर शिक्षक की प्रतीक्षा में')).toBeVisible();
    expect(screen.getByRole('button', { name: 'अंक जारी करें' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'अगला (J)' })).toBeVisible();
    expect(screen.getByText('मूल्यांकन के दौरान छात्र का नाम छिपा है')).toBeVisible();
    expect(screen.getByText('समीक्षा आवश्यक')).toBeVisible();
    expect(screen.getByText(/सुझाए गए अंक:/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'सुझाव स्वीकार करें' })).toBeVisible();
    // A shortcut keeps its key; its description is Hindi.
    expect(screen.getByText(/से अंक टाइप करें/)).toHaveTextContent(
      '0–9 और H से अंक टाइप करें · Enter से सहेजें',
    );
    // What the user and the server wrote stays as it was written.
    expect(screen.getByText('Answer number 1')).toBeVisible();
    expect(screen.getByText('The answer shares no key word with the question.')).toBeVisible();
    expectNoEnglish();

    // N shows the name; the rubric's first point (R, Space) gives its marks and a Hindi reason.
    await user.keyboard('n');
    expect(screen.getByText('Student1 Rao')).toBeVisible();
    await user.keyboard('r');
    const point = screen.getByRole('checkbox', { name: 'Holds an address (3 अंक)' });
    expect(point).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByText(/आपके अंक: 3\/5/)).toBeVisible();
    const reason = screen.getByRole('textbox', { name: 'यह अंक क्यों?' });
    expect(reason).toHaveValue('दिए गए: Holds an address। छूटे हुए: Gives an example।');
    expect(screen.getByRole('button', { name: '3/5 सहेजें' })).toBeVisible();

    // Saving moves to the next answer.
    await user.click(screen.getByRole('button', { name: '3/5 सहेजें' }));
    expect(await screen.findByText('3/5 सहेजा गया।', {}, SLOW)).toBeVisible();
    expect(decisionsOf(server, 'session-1')[0]!.body).toMatchObject({
      decision: 'change',
      marks: 3,
      reason: 'दिए गए: Holds an address। छूटे हुए: Gives an example।',
    });
    expect(await screen.findByText('Answer number 2', {}, SLOW)).toBeVisible();
    expect(screen.getByText('1 में से उत्तर 1')).toBeVisible();

    // A changed mark without a reason is refused in Hindi.
    await user.keyboard('4{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'बताएँ कि अंक क्यों बदल रहे हैं: छात्र इसे पढ़ेगा।',
    );
    expect(decisionsOf(server, 'session-2')).toEqual([]);
    expect(screen.getByRole('region', { name: 'प्रश्न 1 पर मशीन और शिक्षक' })).toBeVisible();
    expectNoEnglish();

    // The release dialog too.
    await user.click(screen.getByRole('button', { name: 'अंक जारी करें' }));
    const dialog = await screen.findByRole('dialog', { name: 'छात्रों के लिए अंक जारी करें' });
    expect(within(dialog).getByRole('radio', { name: /समीक्षित प्रयास/ })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeVisible();
    expect(dialog).not.toHaveTextContent('Reviewed attempts');
    expect(dialog).not.toHaveTextContent('Which attempts');
  });
});
