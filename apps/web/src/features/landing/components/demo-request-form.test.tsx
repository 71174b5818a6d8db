import { DEMO_REQUEST_SUCCESS_MESSAGE, apiRoutes } from '@markwise/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@/lib/api-client';
import { requestsTo, startFakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { startTestServer, type TestServer } from '@/test/test-server';
import { LandingRoute } from '../routes/landing';

let server: TestServer | undefined;

afterEach(() => {
  vi.useRealTimers();
});

function openLanding() {
  return renderRoutes([{ path: '/', Component: LandingRoute }], '/');
}

/** The form loads after the page (contact-section.tsx): wait for it, as a visitor would. */
async function openDemoForm() {
  openLanding();
  await screen.findByLabelText(/^First name/);
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  const entries: [RegExp, string][] = [
    [/^First name/, 'Anita'],
    [/^Last name/, 'Rao'],
    [/^Email/, 'anita@school.edu'],
    [/^Institution name/, 'Green Valley'],
  ];
  for (const [label, text] of entries) {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  }
}

describe('landing page', { timeout: 20_000 }, () => {
  it('has the four anchors, a Login link and the product name', async () => {
    server = await startFakeApi({}, 'Acme Exams');
    const { container } = openLanding();
    for (const id of ['features', 'institutions', 'students', 'contact']) {
      expect(container.querySelector(`section#${id}`)).not.toBeNull();
    }
    expect(screen.getAllByRole('link', { name: 'Features' })[0]).toHaveAttribute(
      'href',
      '#features',
    );
    expect(screen.getAllByRole('link', { name: /Login/ })[0]).toHaveAttribute('href', '/login');
    expect((await screen.findAllByText('Acme Exams')).length).toBeGreaterThan(0);
    expect(screen.getByText('Viva Preparation mode')).toBeInTheDocument();
  });

  it('opens the mobile menu with the same links', async () => {
    server = await startFakeApi({});
    openLanding();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog');
    for (const name of ['Features', 'Institutions', 'Students', 'Contact']) {
      expect(menu.querySelector(`a[href="#${name.toLowerCase()}"]`)).not.toBeNull();
    }
  });
});

// Typing through userEvent is slow on a busy machine; these tests fill four fields.
describe('demo request form', { timeout: 20_000 }, () => {
  it('names the missing fields and sends nothing', async () => {
    server = await startFakeApi({});
    await openDemoForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^First name/), 'Anita');
    await user.click(screen.getByRole('button', { name: 'Request a demo' }));

    expect(await screen.findByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Institution name is required')).toBeInTheDocument();
    expect(screen.queryByText('First name is required')).toBeNull();
    expect(screen.getByLabelText(/^Last name/)).toHaveFocus();
    expect(requestsTo(server, 'POST', apiRoutes.demoRequests.create)).toHaveLength(0);
  });

  it('blocks while submitting, then thanks, clears the form and hides the message after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server = await startFakeApi({
      [`POST ${apiRoutes.demoRequests.create}`]: async () => {
        await gate;
        return { status: 201, body: { success: true, message: DEMO_REQUEST_SUCCESS_MESSAGE } };
      },
    });
    await openDemoForm();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Request a demo' }));

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();

    expect(await screen.findByText(DEMO_REQUEST_SUCCESS_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Institution name/)).toHaveValue('');
    expect(requestsTo(server, 'POST', apiRoutes.demoRequests.create)[0]?.body).toEqual({
      firstName: 'Anita',
      lastName: 'Rao',
      email: 'anita@school.edu',
      institutionName: 'Green Valley',
      message: '',
    });

    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText(DEMO_REQUEST_SUCCESS_MESSAGE)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText(DEMO_REQUEST_SUCCESS_MESSAGE)).toBeNull();
  });

  it("shows the server's messages joined with ', '", async () => {
    server = await startFakeApi({
      [`POST ${apiRoutes.demoRequests.create}`]: () => ({
        status: 400,
        body: {
          statusCode: 400,
          message: ['email: Please enter a valid email address', 'firstName: too long'],
          error: 'Bad Request',
        },
      }),
    });
    await openDemoForm();
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Request a demo' }));
    expect(
      await screen.findByText('email: Please enter a valid email address, firstName: too long'),
    ).toBeInTheDocument();
    // The form keeps what was typed so it can be corrected.
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Anita');
  });

  it('shows the network error when the server cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server = await startFakeApi({});
    await openDemoForm();
    const closed = await startTestServer(() => ({ status: 200 }));
    await closed.close();
    configureApiClient({ baseUrl: closed.apiBaseUrl });
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Request a demo' }));
    await waitFor(() =>
      expect(
        screen.getByText('Network error. Please check your connection and try again.'),
      ).toBeInTheDocument(),
    );
  });
});
