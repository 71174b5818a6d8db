import { File as NodeFile } from 'node:buffer';
import { apiRoutes, type AnswerImage, type SavedAnswer } from '@markwise/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestsTo } from '@/test/fake-api';
import type { RecordedRequest, TestServer } from '@/test/test-server';
import { storeLayout } from '../lib/layout';
import {
  attemptPath,
  buildAttemptSession,
  fakeAttemptApi,
  openAttempt,
  q,
  SLOW,
} from '../test/fake-attempt-api';
import '../test/jsdom-gaps';

let server: TestServer | undefined;
vi.setConfig({ testTimeout: 40_000 });

/*
 * jsdom's File and FormData cannot be serialised by Node's fetch (the upload never completes), so
 * these tests pick Node's own File and send it in Node's own FormData, as a browser sends its own.
 */
beforeEach(async () => {
  const nodeFormData = await new Response(new URLSearchParams('a=b')).formData();
  vi.stubGlobal('FormData', nodeFormData.constructor);
  storeLayout('one');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const picture = (name: string) =>
  new NodeFile([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, {
    type: 'image/png',
  }) as unknown as File;

const image = (id: string): AnswerImage => ({
  id,
  url: `/api${imagePath(id)}?exp=1&sig=x`,
  mimeType: 'image/png',
});

const IMAGE_A = '2f1e0d9c-8b7a-4695-a4b3-c2d1e0f9a8b1';
const IMAGE_B = '2f1e0d9c-8b7a-4695-a4b3-c2d1e0f9a8b2';

const imagesPath = attemptPath(apiRoutes.attempts.answerImages, { questionId: q(1) });
const orderPath = attemptPath(apiRoutes.attempts.answerImageOrder, { questionId: q(1) });
const imagePath = (imageId: string) =>
  attemptPath(apiRoutes.attempts.answerImage, { questionId: q(1), imageId });

const answerWith = (images: AnswerImage[]): SavedAnswer => ({
  questionId: q(1),
  answerText: null,
  images,
  updatedAt: new Date().toISOString(),
});

/** The hidden file input behind 'Take photo' or 'Choose files'. */
const fileInputOf = (buttonName: 'Take photo' | 'Choose files') =>
  screen.getByTestId(buttonName === 'Take photo' ? 'take-photo-input' : 'choose-files-input');

describe('answer photos', () => {
  it('uploads chosen files as multipart, then moves and removes photos after a confirmation', async () => {
    const api = fakeAttemptApi(buildAttemptSession());
    let images: AnswerImage[] = [];
    const reply = () => ({ status: 200, body: { data: answerWith(images) } });
    server = await openAttempt({
      ...api.routes,
      [`POST ${imagesPath}`]: () => {
        images = [image(IMAGE_A), image(IMAGE_B)];
        return { status: 201, body: { data: answerWith(images) } };
      },
      [`PUT ${orderPath}`]: (request: RecordedRequest) => {
        const { imageIds } = request.body as { imageIds: string[] };
        images = imageIds.map(image);
        return reply();
      },
      [`DELETE ${imagePath(IMAGE_B)}`]: () => {
        images = images.filter((candidate) => candidate.id !== IMAGE_B);
        return reply();
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: 'Answer to question 1' }, SLOW);

    const chooser = fileInputOf('Choose files');
    expect(chooser).toHaveAttribute('multiple');
    expect(fileInputOf('Take photo')).toHaveAttribute('capture', 'environment');
    fireEvent.change(chooser, {
      target: { files: [picture('page-1.png'), picture('page-2.png')] },
    });

    expect(await screen.findByText('Photo 2', {}, SLOW)).toBeInTheDocument();
    const [upload] = requestsTo(server, 'POST', imagesPath);
    expect(upload?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload?.body).toContain('name="images"; filename="page-1.png"');
    expect(upload?.body).toContain('name="images"; filename="page-2.png"');
    expect(
      screen.getByRole('img', { name: 'Photo 1 of the answer to question 1' }),
    ).toHaveAttribute('src', image(IMAGE_A).url);
    expect(
      within(screen.getByRole('navigation', { name: 'Questions' })).getByRole('button', {
        name: 'Question 1, answered',
      }),
    ).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Move photo 1 up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move photo 1 down' }));
    await waitFor(
      () =>
        expect(requestsTo(server!, 'PUT', orderPath).at(-1)?.body).toEqual({
          imageIds: [IMAGE_B, IMAGE_A],
        }),
      SLOW,
    );
    await waitFor(() =>
      expect(
        screen.getByRole('img', { name: 'Photo 1 of the answer to question 1' }),
      ).toHaveAttribute('src', image(IMAGE_B).url),
    );
    // Focus follows the moved photo: it is now photo 2, the last, so its Move up button.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move photo 2 up' })).toHaveFocus(),
    );

    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove photo 1?' }, SLOW);
    expect(requestsTo(server, 'DELETE', imagePath(IMAGE_B))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requestsTo(server!, 'DELETE', imagePath(IMAGE_B))).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Photo 2')).toBeNull(), SLOW);
    expect(
      screen.getByRole('img', { name: 'Photo 1 of the answer to question 1' }),
    ).toHaveAttribute('src', image(IMAGE_A).url);
  });

  it('names the problem when the server refuses a file', async () => {
    const api = fakeAttemptApi(buildAttemptSession());
    server = await openAttempt({
      ...api.routes,
      [`POST ${imagesPath}`]: () => ({
        status: 400,
        body: {
          statusCode: 400,
          message: 'images: "notes.png" is not an image of type JPEG, PNG, WEBP',
          error: 'Bad Request',
        },
      }),
    });
    await screen.findByRole('textbox', { name: 'Answer to question 1' }, SLOW);

    fireEvent.change(fileInputOf('Take photo'), { target: { files: [picture('notes.png')] } });
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('"notes.png" is not an image of type JPEG, PNG, WEBP');
    expect(screen.queryByText('Photo 1')).toBeNull();
    expect(screen.getByRole('button', { name: 'Take photo' })).toBeEnabled();
  });
});
