import { apiRoutes, pathTo } from '@markwise/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { appRoutes } from '@/app/router';
import { storage } from '@/lib/storage';
import { userStore } from '@/lib/user-store';
import { requestsTo, startFakeApi } from '@/test/fake-api';
import { buildSession } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import type { TestServer } from '@/test/test-server';
import {
  examId,
  journeyApi,
  journeyId,
  level,
  levelId,
  paperId,
  rulesOf,
  subjectId,
} from '../lib/test-journey-api';

let server: TestServer | undefined;
/** The lazy route's first import can take longer than findBy's default second. */
const LAZY = { timeout: 5000 };
const path = `/exams/${examId}/subjects/${subjectId}/journey`;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

function logInAsAdmin() {
  const session = buildSession({ role: 'ADMIN' }, 'builder');
  storage.setAuthToken(session.token);
  storage.setProfile(session.data);
  storage.setIsLoggedIn(true);
  userStore.setUser(session.data);
}

const rulesPath = (id: string) => pathTo(apiRoutes.journeys.levelRules, { levelId: id });
const levelPath = (id: string) => pathTo(apiRoutes.journeys.level, { levelId: id });
/** The levels as listed, by the names of their Edit buttons. */
const rowTitles = () =>
  within(screen.getByRole('list', { name: 'Levels' }))
    .getAllByRole('button', { name: /^Edit / })
    .map((button) => button.getAttribute('aria-label')?.replace(/^Edit /, ''));

// The first test pays for loading the lazy route and the app shell; the level form is a long one
// to fill in jsdom, and two cores shared with other suites can make that take 20 s.
describe('journey builder', { timeout: 60_000 }, () => {
  it('creates the journey of a subject that has none, naming a missing title first', async () => {
    const api = journeyApi(null);
    server = await startFakeApi(api.routes);
    logInAsAdmin();
    const { router } = renderRoutes(appRoutes, path);
    const user = userEvent.setup();

    expect(await screen.findByText('No Journey Found', {}, LAZY)).toBeInTheDocument();
    expect(screen.getByText('No journey was found for this subject.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Journey' }));
    expect(await screen.findByText('Journey title is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Journey title/)).toHaveFocus();
    expect(requestsTo(server, 'POST', apiRoutes.journeys.collection)).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Journey title/), ' Physics Journey ');
    await user.click(screen.getByRole('button', { name: 'Create Journey' }));

    expect(
      await screen.findByRole('heading', { name: 'Physics Journey', level: 1 }),
    ).toBeInTheDocument();
    expect(requestsTo(server, 'POST', apiRoutes.journeys.collection)[0]?.body).toEqual({
      subjectId,
      title: 'Physics Journey',
    });
    // Straight into the builder, which offers the first level.
    expect(await screen.findByRole('button', { name: 'Add Level' })).toBeInTheDocument();
    expect(screen.getByText('No levels found')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?edit=');
  });

  it('adds an exam level on a previewed paper with its rules', async () => {
    const api = journeyApi([], {
      [`PUT ${rulesPath(levelId(1))}`]: (request) => ({
        status: 200,
        body: { data: { ...rulesOf(levelId(1)), ...(request.body as object) } },
      }),
    });
    server = await startFakeApi(api.routes);
    logInAsAdmin();
    renderRoutes(appRoutes, `${path}?edit`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Add Level' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Add Level' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Level' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();

    // Pasted: typing re-renders the whole form per key, which jsdom makes slow.
    await user.click(within(dialog).getByLabelText(/^Title/));
    await user.paste('Chapter Test: Light');
    await user.clear(within(dialog).getByLabelText('XP awarded'));
    await user.type(within(dialog).getByLabelText('XP awarded'), '60');
    await user.click(within(dialog).getByRole('combobox', { name: 'Question paper' }));
    await user.click(
      await screen.findByRole('option', { name: 'Light: Chapter Test (SCI-10-PHY-L1)' }),
    );
    const preview = await within(dialog).findByRole('region', { name: 'Paper preview' });
    expect(
      await within(preview).findByText('State the two laws of reflection.'),
    ).toBeInTheDocument();
    expect(within(preview).getByText('3 marks')).toBeInTheDocument();
    expect(
      within(preview).getByText(/SCI-10-PHY-L1 · 5 marks · 45 min · 2 questions/),
    ).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Attempts allowed'));
    await user.type(within(dialog).getByLabelText('Attempts allowed'), '2');
    await user.type(within(dialog).getByLabelText('Pass percentage'), '40');
    await user.click(within(dialog).getByRole('radio', { name: "After a teacher's review" }));
    const regradeDays = within(dialog).getByRole('textbox', { name: 'Re-check requests (days)' });
    await user.clear(regradeDays);
    await user.type(regradeDays, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Add Level' }));

    expect(await screen.findByText('Level added successfully!')).toBeInTheDocument();
    expect(
      requestsTo(server, 'POST', pathTo(apiRoutes.journeys.levels, { journeyId }))[0]?.body,
    ).toEqual({
      title: 'Chapter Test: Light',
      type: 'exam',
      xp_required_to_unlock: 0,
      xpReward: 60,
      questionPaperId: paperId,
    });
    expect(requestsTo(server, 'PUT', rulesPath(levelId(1)))[0]?.body).toEqual({
      attemptsAllowed: 2,
      opensAt: null,
      closesAt: null,
      answerKeyRelease: 'never',
      passPercentage: 40,
      releasePolicy: 'after_review',
      regradeWindowDays: 3,
    });
    const row = await screen.findByRole('listitem');
    expect(within(row).getByText('Chapter Test: Light')).toBeInTheDocument();
    expect(
      await within(row).findByText('Paper: Light: Chapter Test (SCI-10-PHY-L1)'),
    ).toBeInTheDocument();
  });

  it('adds a topic level, which has no paper and no rules', async () => {
    const api = journeyApi([level(1)]);
    server = await startFakeApi(api.routes);
    logInAsAdmin();
    renderRoutes(appRoutes, `${path}?edit`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Add Level' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Add Level' });
    await user.click(within(dialog).getByText('Topic'));
    expect(within(dialog).queryByRole('combobox', { name: 'Question paper' })).toBeNull();
    expect(within(dialog).queryByText('Exam rules')).toBeNull();
    await user.type(within(dialog).getByLabelText(/^Title/), 'Reflection');
    await user.click(within(dialog).getByRole('button', { name: 'Add Level' }));
    expect(await screen.findByText('Level added successfully!')).toBeInTheDocument();
    expect(
      requestsTo(server, 'POST', pathTo(apiRoutes.journeys.levels, { journeyId }))[0]?.body,
    ).toEqual({
      title: 'Reflection',
      type: 'topic',
      xp_required_to_unlock: 0,
      xpReward: 0,
    });
    expect(requestsTo(server, 'PUT', rulesPath(levelId(2)))).toHaveLength(0);
    await waitFor(() => expect(rowTitles()).toEqual(['Level 1', 'Reflection']));
  });

  it('lists topics too and moves a level down at once, saving the whole order', async () => {
    const levels = [level(1, { title: 'Reflection', type: 'topic' }), level(2), level(3)];
    const orderPath = pathTo(apiRoutes.journeys.levelOrder, { journeyId });
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const api = journeyApi(levels, {
      [`PUT ${orderPath}`]: (request) => {
        const { levelIds } = request.body as { levelIds: string[] };
        const journey = api.state.journey!;
        journey.levels = levelIds.map((id, index) => ({
          ...journey.levels.find((l) => l._id === id)!,
          order: index + 1,
        }));
        return { status: 200, body: { data: journey } };
      },
    });
    server = await startFakeApi({
      ...api.routes,
      [`PUT ${orderPath}`]: async (request) => {
        await answered;
        return api.routes[`PUT ${orderPath}`]!(request);
      },
    });
    logInAsAdmin();
    renderRoutes(appRoutes, `${path}?edit`);
    const user = userEvent.setup();

    expect(await screen.findByRole('list', { name: 'Levels' }, LAZY)).toBeInTheDocument();
    expect(rowTitles()).toEqual(['Reflection', 'Level 2', 'Level 3']);
    expect(screen.getByRole('button', { name: 'Move Reflection up' })).toBeDisabled();
    expect(screen.getAllByText('No question paper linked yet')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Move Reflection down' }));
    // Shown before the API has answered.
    expect(rowTitles()).toEqual(['Level 2', 'Reflection', 'Level 3']);
    release();
    await waitFor(() => expect(requestsTo(server!, 'PUT', orderPath)).toHaveLength(1));
    expect(requestsTo(server, 'PUT', orderPath)[0]?.body).toEqual({
      levelIds: [levelId(2), levelId(1), levelId(3)],
    });
    // The order the API saved is the one shown once the move has settled.
    await waitFor(() => {
      expect(rowTitles()).toEqual(['Level 2', 'Reflection', 'Level 3']);
      expect(screen.getByRole('button', { name: 'Move Level 2 up' })).toBeDisabled();
    });
  });

  it('puts the order back when a move is refused', async () => {
    const orderPath = pathTo(apiRoutes.journeys.levelOrder, { journeyId });
    const api = journeyApi([level(1), level(2)], {
      [`PUT ${orderPath}`]: () => ({
        status: 400,
        body: {
          statusCode: 400,
          message: "levelIds must list each of the journey's levels exactly once",
          error: 'Bad Request',
        },
      }),
    });
    server = await startFakeApi(api.routes);
    logInAsAdmin();
    renderRoutes(appRoutes, `${path}?edit`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Move Level 2 up' }, LAZY));
    expect(
      await screen.findByText("levelIds must list each of the journey's levels exactly once"),
    ).toBeInTheDocument();
    await waitFor(() => expect(rowTitles()).toEqual(['Level 1', 'Level 2']));
  });

  it('edits an exam level: its rules load into the form, and both are saved', async () => {
    const exam = level(1, { title: 'Chapter Test: Light', questionPaperId: paperId, xpReward: 60 });
    const api = journeyApi([exam], {
      [`GET ${rulesPath(exam._id)}`]: () => ({
        status: 200,
        body: { data: rulesOf(exam._id, { attemptsAllowed: 3, passPercentage: 45 }) },
      }),
      [`PATCH ${levelPath(exam._id)}`]: (request) => ({
        status: 200,
        body: { data: { ...exam, ...(request.body as object) } },
      }),
      [`PUT ${rulesPath(exam._id)}`]: (request) => ({
        status: 200,
        body: { data: { ...rulesOf(exam._id), ...(request.body as object) } },
      }),
    });
    server = await startFakeApi(api.routes);
    logInAsAdmin();
    renderRoutes(appRoutes, `${path}?edit`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit Chapter Test: Light' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Chapter Test: Light' });
    expect(await within(dialog).findByLabelText('Attempts allowed')).toHaveValue('3');
    expect(within(dialog).getByLabelText('Pass percentage')).toHaveValue('45%');
    expect(within(dialog).getByText('Exam')).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: 'Topic' })).toBeNull();
    expect(
      await within(dialog).findByText('Define the focal length of a mirror.'),
    ).toBeInTheDocument();

    const title = within(dialog).getByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'Unit Test: Light');
    await user.click(within(dialog).getByRole('combobox', { name: 'Answer key release' }));
    await user.click(await screen.findByRole('option', { name: 'After the exam closes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    // After the exam closes needs a close time: the form names the field and sends nothing.
    expect(
      await within(dialog).findByText(
        'Answer key release after the exam closes needs a Closes at time',
      ),
    ).toBeInTheDocument();
    expect(requestsTo(server, 'PATCH', levelPath(exam._id))).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Closes at'), '2030-03-10T12:30');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Level updated successfully!')).toBeInTheDocument();
    expect(requestsTo(server, 'PATCH', levelPath(exam._id))[0]?.body).toEqual({
      title: 'Unit Test: Light',
      xp_required_to_unlock: 0,
      xpReward: 60,
      questionPaperId: paperId,
    });
    expect(requestsTo(server, 'PUT', rulesPath(exam._id))[0]?.body).toEqual({
      attemptsAllowed: 3,
      opensAt: null,
      closesAt: new Date('2030-03-10T12:30').toISOString(),
      answerKeyRelease: 'after_close',
      passPercentage: 45,
      releasePolicy: 'confident_at_once',
      regradeWindowDays: 7,
    });
  });

  it('shows why a delete was refused, and deletes a level without attempts after confirming', async () => {
    const attempted = level(1, { title: 'Chapter Test: Light' });
    const fresh = level(2, { title: 'Reflection', type: 'topic' });
    const api = journeyApi([attempted, fresh], {
      [`DELETE ${levelPath(attempted._id)}`]: () => ({
        status: 409,
        body: {
          statusCode: 409,
          message: 'This level cannot be deleted because students have attempted it',
          error: 'Conflict',
        },
      }),
      [`DELETE ${levelPath(fresh._id)}`]: () => {
        api.state.journey!.levels = [attempted];
        return { status: 204 };
      },
    });
    server = await startFakeApi(api.routes);
    logInAsAdmin();
    renderRoutes(appRoutes, `${path}?edit`);
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', { name: 'Delete Chapter Test: Light' }, LAZY),
    );
    let confirm = await screen.findByRole('dialog', { name: 'Delete level?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'This level cannot be deleted because students have attempted it',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete level?' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Delete Reflection' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete level?' });
    expect(within(confirm).queryByRole('alert')).toBeNull();
    expect(requestsTo(server, 'DELETE', levelPath(fresh._id))).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Level deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(rowTitles()).toEqual(['Chapter Test: Light']));
  });
});
