import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { demoLogin, newPage, storageValue } from './browser.js';

/** GET through the API with a bearer token; the answer must be 200. */
export async function getWithToken<T>(
  request: APIRequestContext,
  token: string,
  path: string,
): Promise<T> {
  const response = await request.get(`/api${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** The token the signed-in page stored, as the screens send it. */
export const storedToken = async (page: Page) =>
  JSON.parse((await storageValue(page, 'auth_token')) ?? 'null') as string;

/** GET through the API with the token the signed-in page stored, as the screens send it. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  return getWithToken<T>(page.request, await storedToken(page), path);
}

/** A bearer token for a demo login, straight from POST /auth/login (no browser involved). */
export async function loginToken(request: APIRequestContext, role: 'ADMIN' | 'STUDENT') {
  const { email, password } = demoLogin(role);
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** A GET through the API as some caller: `apiGet` bound to a page, or `getWithToken` to a token. */
export type ApiGet = <T>(path: string) => Promise<T>;

type Listed = { data: { _id: string }[] };
type Journeys = { data: { levels: { _id: string; type: string }[] }[] };

/**
 * The institution's exam levels, walked as the screens walk them (courses → subjects → journeys,
 * each in the API's order), with the course and subject each is under.
 */
export async function* examLevels(get: ApiGet) {
  for (const course of (await get<Listed>('/exams/admin-exams')).data) {
    for (const subject of (await get<Listed>(`/subjects?examId=${course._id}`)).data) {
      const journeys = await get<Journeys>(`/journey-masters?subjectId=${subject._id}`);
      for (const level of journeys.data.flatMap((journey) => journey.levels)) {
        if (level.type === 'exam')
          yield { courseId: course._id, subjectId: subject._id, levelId: level._id };
      }
    }
  }
}

type OfferedLevels = {
  data: {
    levels: {
      title: string;
      locked: boolean;
      cannotStart: string | null;
      inProgressSessionId: string | null;
      paper: { questionCount: number };
    }[];
  };
};

/**
 * A level the signed-in student can sit now (or resume), with at least `questions` questions, as
 * the Exams tab offers it; fails the test when the seed offers none.
 */
export async function openLevel(page: Page, questions: number) {
  const { data } = await apiGet<OfferedLevels>(page, '/attempts/levels');
  const level = data.levels.find(
    (candidate) =>
      !candidate.locked &&
      (candidate.cannotStart === null || candidate.inProgressSessionId !== null) &&
      candidate.paper.questionCount >= questions,
  );
  if (!level)
    throw new Error(`the seed offers the student no open level of ${questions}+ questions`);
  return level;
}

/**
 * Cleans up through the API as the demo admin, from a context of its own: `use` gets the request
 * context and the bearer header.
 */
export async function asAdmin(
  browser: Browser,
  use: (request: APIRequestContext, headers: { Authorization: string }) => Promise<void>,
) {
  const { context } = await newPage(browser);
  const token = await loginToken(context.request, 'ADMIN');
  await use(context.request, { Authorization: `Bearer ${token}` });
  await context.close();
}
