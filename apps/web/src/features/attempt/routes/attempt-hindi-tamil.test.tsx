import { apiRoutes } from '@markwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { showLanguage } from '@/i18n/i18n';
import { requestsTo } from '@/test/fake-api';
import type { TestServer } from '@/test/test-server';
import { storeLayout } from '../lib/layout';
import '../test/jsdom-gaps';
import {
  attemptPath,
  buildAttemptSession,
  fakeAttemptApi,
  openAttempt,
  SESSION_ID,
  SLOW,
} from '../test/fake-attempt-api';
import { expectNoEnglish } from '@/test/untranslated';

vi.setConfig({ testTimeout: 40_000 });

/** What the student reads in each language, step by step through the exam. */
const LANGUAGES = [
  {
    language: 'hi',
    facts: 'PHY-10-UT-01 · 3 प्रश्न · 15 अंक · 45 मिनट',
    timeLeft: 'शेष समय',
    answer: (n: number) => `प्रश्न ${n} का उत्तर`,
    saved: 'सहेजा गया',
    answeredCount: 'उत्तर दिए: 3 में से 1',
    previous: 'पिछला',
    next: 'अगला',
    position: 'प्रश्न 2 / 3',
    questions: 'प्रश्न',
    answeredQuestion: 'प्रश्न 1, उत्तर दिया',
    unansweredQuestion: 'प्रश्न 2, उत्तर नहीं दिया',
    takePhoto: 'फ़ोटो लें',
    chooseFiles: 'फ़ाइलें चुनें',
    layout: 'प्रश्नों का लेआउट',
    review: 'उत्तरों की समीक्षा करें',
    reviewHeading: 'अपने उत्तरों की समीक्षा करें',
    reviewSummary: 'उत्तर दिए गए: 3 में से 1 प्रश्न। 2 प्रश्नों के उत्तर अभी बाकी हैं।',
    answered: 'उत्तर दिया',
    notAnswered: 'उत्तर नहीं दिया',
    submitExam: 'परीक्षा जमा करें',
    confirmTitle: 'अपनी परीक्षा जमा करें?',
    confirmText: '3 में से 2 प्रश्नों के उत्तर नहीं दिए गए हैं (प्रश्न 2 और 3)।',
    confirmNote: 'जमा करने के बाद आपके उत्तर बदले नहीं जा सकते।',
    cancel: 'रद्द करें',
    submit: 'जमा करें',
    beingEvaluated: 'मूल्यांकन हो रहा है',
    inProgress: 'मूल्यांकन जारी है',
    viewReport: 'रिपोर्ट देखें',
    ready: 'आपकी रिपोर्ट तैयार है',
    backToPortal: 'पोर्टल पर वापस जाएँ',
  },
  {
    language: 'ta',
    facts: 'PHY-10-UT-01 · 3 கேள்விகள் · 15 மதிப்பெண்கள் · 45 நிமிடங்கள்',
    timeLeft: 'மீதமுள்ள நேரம்',
    answer: (n: number) => `கேள்வி ${n}-க்கான விடை`,
    saved: 'சேமிக்கப்பட்டது',
    answeredCount: '3-இல் 1 விடையளிக்கப்பட்டது',
    previous: 'முந்தையது',
    next: 'அடுத்தது',
    position: 'கேள்வி 2 / 3',
    questions: 'கேள்விகள்',
    answeredQuestion: 'கேள்வி 1, விடையளிக்கப்பட்டது',
    unansweredQuestion: 'கேள்வி 2, விடையளிக்கப்படவில்லை',
    takePhoto: 'புகைப்படம் எடு',
    chooseFiles: 'கோப்புகளைத் தேர்ந்தெடு',
    layout: 'கேள்விகளின் அமைப்பு',
    review: 'விடைகளை மறுஆய்வு செய்',
    reviewHeading: 'உங்கள் விடைகளை மறுஆய்வு செய்யுங்கள்',
    reviewSummary: '3 கேள்விகளில் 1-க்கு விடையளிக்கப்பட்டுள்ளது. 2 கேள்விகளுக்கு இன்னும் விடையளிக்கவில்லை.',
    answered: 'விடையளிக்கப்பட்டது',
    notAnswered: 'விடையளிக்கப்படவில்லை',
    submitExam: 'தேர்வைச் சமர்ப்பி',
    confirmTitle: 'உங்கள் தேர்வைச் சமர்ப்பிக்கவா?',
    confirmText: '3-இல் 2 கேள்விகளுக்கு விடையளிக்கவில்லை (கேள்விகள் 2 மற்றும் 3).',
    confirmNote: 'சமர்ப்பித்த பிறகு உங்கள் விடைகளை மாற்ற முடியாது.',
    cancel: 'ரத்துசெய்',
    submit: 'சமர்ப்பி',
    beingEvaluated: 'மதிப்பீடு நடைபெறுகிறது',
    inProgress: 'மதிப்பீடு நடைபெறுகிறது',
    viewReport: 'அறிக்கையைப் பார்',
    ready: 'உங்கள் அறிக்கை தயார்',
    backToPortal: 'போர்ட்டலுக்குத் திரும்பு',
  },
] as const;

/** English texts of each screen that must not be left once another language is chosen. */
/** User data that is English in these tests: the paper's title and its questions' text. */
const USER_DATA = [
  'Light: unit test',
  /Question text \d: explain \*?\*?refraction\*?\*? case \d\./,
  /Question text \d: explain refraction case \d\./,
];

const ENGLISH = {
  questions: [
    'Time left',
    'answered',
    'Previous',
    'Next',
    'Write',
    'Preview',
    'Markdown works',
    'Photos of handwritten pages',
    'One photo per page',
    'Take photo',
    'Choose files',
    'One at a time',
    'All questions',
    'Review answers',
    'Saved',
    ' minutes',
    ' marks',
  ],
  review: [
    'Review your answers',
    'Answered',
    'Not answered',
    'Go to question',
    'Back to questions',
    'Submit exam',
  ],
  dialog: ['Submit your exam?', 'not answered', 'After you submit', 'Cancel', 'Submit'],
  evaluation: [
    'Being evaluated',
    'Submitted',
    'Report ready',
    'Your answers',
    'View report',
    'Back to the portal',
    'Your report is ready',
  ],
};

let server: TestServer | undefined;

describe.each(LANGUAGES)('the exam in $language', (words) => {
  it('answers, reviews, confirms and submits in the chosen language', async () => {
    await showLanguage(words.language);
    storeLayout('one');
    const api = fakeAttemptApi(buildAttemptSession());
    server = await openAttempt(api.routes);
    const user = userEvent.setup();

    // The paper, its facts and the timer.
    expect(
      await screen.findByRole('heading', { name: 'Light: unit test', level: 1 }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText(words.facts)).toBeVisible();
    expect(screen.getByRole('timer', { name: words.timeLeft })).toHaveTextContent(
      /^(45:00|44:5\d)$/,
    );
    expect(screen.getByRole('button', { name: words.takePhoto })).toBeEnabled();
    expect(screen.getByRole('button', { name: words.chooseFiles })).toBeEnabled();
    expect(screen.getByRole('radiogroup', { name: words.layout })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.previous })).toBeDisabled();

    // Answering and the save status.
    await user.type(screen.getByRole('textbox', { name: words.answer(1) }), 'Light bends');
    expect(await screen.findByText(words.saved, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(words.answeredCount)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: words.next }));
    expect(screen.getByRole('textbox', { name: words.answer(2) })).toBeInTheDocument();
    expect(screen.getByText(words.position)).toBeInTheDocument();
    const navigator = screen.getByRole('navigation', { name: words.questions });
    expect(within(navigator).getByRole('button', { name: words.answeredQuestion })).toBeVisible();
    expect(
      within(navigator).getByRole('button', { name: words.unansweredQuestion }),
    ).toHaveAttribute('aria-current', 'step');
    expectNoEnglish(ENGLISH.questions, { data: USER_DATA });

    // The review.
    await user.click(screen.getByRole('button', { name: words.review }));
    expect(screen.getByRole('heading', { name: words.reviewHeading })).toBeInTheDocument();
    expect(screen.getByText(words.reviewSummary)).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).getByText(words.answered)).toBeInTheDocument();
    expect(within(items[1]!).getByText(words.notAnswered)).toBeInTheDocument();
    expectNoEnglish(ENGLISH.review, { data: USER_DATA });

    // The confirmation: Cancel keeps the exam open, Submit ends it.
    await user.click(screen.getByRole('button', { name: words.submitExam }));
    const dialog = await screen.findByRole('dialog', { name: words.confirmTitle }, SLOW);
    expect(dialog).toHaveTextContent(words.confirmText);
    expect(dialog).toHaveTextContent(words.confirmNote);
    expect(within(dialog).getByRole('button', { name: words.cancel })).toBeInTheDocument();
    expectNoEnglish(ENGLISH.dialog, { root: dialog, data: USER_DATA });
    expect(requestsTo(server, 'POST', attemptPath(apiRoutes.attempts.submit))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: words.submit }));

    // The evaluation, then the report link.
    expect(
      await screen.findByRole('heading', { name: words.beingEvaluated }, SLOW),
    ).toBeInTheDocument();
    expect(requestsTo(server, 'POST', attemptPath(apiRoutes.attempts.submit))).toHaveLength(1);
    expect(screen.getByRole('progressbar', { name: words.inProgress })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: words.viewReport }, SLOW);
    expect(link).toHaveAttribute('href', paths.reportDetails(SESSION_ID));
    expect(screen.getByRole('heading', { name: words.ready })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.backToPortal })).toBeInTheDocument();
    await waitFor(() => expectNoEnglish(ENGLISH.evaluation, { data: USER_DATA }));
  });
});

it('still shows the exam in English by default', async () => {
  server = await openAttempt(fakeAttemptApi(buildAttemptSession()).routes);
  expect(await screen.findByRole('timer', { name: 'Time left' }, SLOW)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Review answers' })).toBeInTheDocument();
});
