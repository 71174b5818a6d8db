import { CLIENT_HEADERS, apiRoutes } from '@markwise/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSession } from '@/test/fixtures';
import { startTestServer, type TestHandler, type TestServer } from '@/test/test-server';
import { signIn } from '@/test/session';
import { apiClient, configureApiClient, resetApiClientConfig } from './api-client';
import { ApiError } from './api-error';
import { STORAGE_KEYS, storage } from './storage';
import { userStore } from './user-store';

const PROTECTED = '/things';

let server: TestServer | undefined;
let redirects: number;

async function serve(handler: TestHandler): Promise<TestServer> {
  server = await startTestServer(handler);
  configureApiClient({
    baseUrl: server.apiBaseUrl,
    onSessionExpired: () => {
      redirects += 1;
    },
  });
  return server;
}

const storeSession = (tag: string) => signIn({}, tag);

const unauthorized = {
  status: 401,
  body: { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' },
};

beforeEach(() => {
  redirects = 0;
  userStore.clearUser();
});

afterEach(async () => {
  resetApiClientConfig();
  await server?.close();
  server = undefined;
});

describe('api client requests', () => {
  it('sends the client headers, JSON content type and the stored bearer', async () => {
    const { requests } = await serve(() => ({ status: 200, body: { ok: true } }));
    storeSession('h');

    await expect(
      apiClient.post(PROTECTED, { a: 1 }, { query: { page: 2, skip: undefined } }),
    ).resolves.toEqual({
      ok: true,
    });

    const [request] = requests;
    expect(request?.url).toBe('/api/things?page=2');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.headers['request-platform']).toBe(CLIENT_HEADERS['request-platform']);
    expect(request?.headers['app-version']).toBe(CLIENT_HEADERS['app-version']);
    expect(request?.headers.authorization).toBe('Bearer access-h');
    expect(request?.body).toEqual({ a: 1 });
  });

  it('sends no Authorization header without a stored token', async () => {
    const { requests } = await serve(() => ({ status: 200, body: {} }));
    await apiClient.get(PROTECTED);
    expect(requests[0]?.headers.authorization).toBeUndefined();
  });

  it("throws an ApiError with the server's message, joining arrays with ', '", async () => {
    await serve(() => ({
      status: 400,
      body: {
        statusCode: 400,
        message: ['email is required', 'password is required'],
        error: 'Bad Request',
      },
    }));
    const error = await apiClient.get(PROTECTED).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'email is required, password is required',
    });
  });

  it('logs a permission message for 403 and a generic one for 500', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let status = 403;
    await serve(() => ({ status, body: { statusCode: status, message: 'x', error: 'x' } }));

    await expect(apiClient.get(PROTECTED)).rejects.toMatchObject({ status: 403 });
    expect(log).toHaveBeenCalledWith('You do not have permission to access this resource.');

    status = 500;
    await expect(apiClient.get(PROTECTED)).rejects.toMatchObject({ status: 500 });
    expect(log).toHaveBeenCalledWith('Something went wrong. Please try again later.');
  });

  it('logs a network error when nothing answers', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const closed = await startTestServer(() => ({ status: 200 }));
    await closed.close();
    configureApiClient({ baseUrl: closed.apiBaseUrl });

    await expect(apiClient.get(PROTECTED)).rejects.toMatchObject({ status: 0 });
    expect(log).toHaveBeenCalledWith('Network error. Please check your connection.');
  });
});

describe('api client refresh on 401', () => {
  it('refreshes once, stores the new session and retries with the new bearer', async () => {
    const renewed = buildSession({ firstName: 'Grace' }, 'new');
    const { requests } = await serve((request) => {
      if (request.url === `/api${apiRoutes.auth.refresh}`) return { status: 200, body: renewed };
      if (request.headers.authorization === 'Bearer access-new')
        return { status: 200, body: { value: 42 } };
      return unauthorized;
    });
    storeSession('old');

    await expect(apiClient.get(PROTECTED)).resolves.toEqual({ value: 42 });

    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/things',
      'POST /api/auth/refresh',
      'GET /api/things',
    ]);
    expect(requests[1]?.body).toEqual({ refreshToken: 'refresh-old' });
    expect(requests[1]?.headers.authorization).toBeUndefined();
    expect(requests[2]?.headers.authorization).toBe('Bearer access-new');
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe(JSON.stringify('access-new'));
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe(JSON.stringify('refresh-new'));
    expect(storage.getProfile()?.firstName).toBe('Grace');
    expect(userStore.getState().user?.firstName).toBe('Grace');
    expect(redirects).toBe(0);
  });

  it('shares one refresh between concurrent 401s', async () => {
    const renewed = buildSession({}, 'shared');
    const { requests } = await serve(async (request) => {
      if (request.url === `/api${apiRoutes.auth.refresh}`) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { status: 200, body: renewed };
      }
      if (request.headers.authorization === 'Bearer access-shared')
        return { status: 200, body: request.url };
      return unauthorized;
    });
    storeSession('stale');

    const results = await Promise.all([
      apiClient.get('/one'),
      apiClient.get('/two'),
      apiClient.get('/three'),
    ]);

    expect(results).toEqual(['/api/one', '/api/two', '/api/three']);
    expect(requests.filter((r) => r.url === '/api/auth/refresh')).toHaveLength(1);
  });

  it('clears the session and redirects to /login when the refresh fails', async () => {
    const { requests } = await serve((request) => {
      if (request.url === `/api${apiRoutes.auth.refresh}`) {
        return {
          status: 401,
          body: { statusCode: 401, message: 'Invalid refresh token', error: 'Unauthorized' },
        };
      }
      return unauthorized;
    });
    storeSession('expired');

    await expect(apiClient.get(PROTECTED)).rejects.toMatchObject({ status: 401 });

    expect(requests.map((r) => r.url)).toEqual(['/api/things', '/api/auth/refresh']);
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userProfile)).toBeNull();
    expect(userStore.getState()).toEqual({ user: null, isAuthenticated: false, isLoading: false });
    expect(redirects).toBe(1);
  });

  it('clears the session without calling refresh when no refresh token is stored', async () => {
    const { requests } = await serve(() => unauthorized);
    storage.setAuthToken('lonely-token');

    await expect(apiClient.get(PROTECTED)).rejects.toMatchObject({ status: 401 });

    expect(requests.map((r) => r.url)).toEqual(['/api/things']);
    expect(storage.getAuthToken()).toBeNull();
    expect(redirects).toBe(1);
  });

  it('does not loop when the retried request is rejected again', async () => {
    const renewed = buildSession({}, 'useless');
    const { requests } = await serve((request) => {
      if (request.url === `/api${apiRoutes.auth.refresh}`) return { status: 200, body: renewed };
      return unauthorized;
    });
    storeSession('first');

    await expect(apiClient.get(PROTECTED)).rejects.toMatchObject({ status: 401 });

    expect(requests.map((r) => r.url)).toEqual(['/api/things', '/api/auth/refresh', '/api/things']);
    expect(redirects).toBe(0);
  });

  it('leaves 401s of the auth endpoints alone (wrong password is not an expired session)', async () => {
    const { requests } = await serve(() => ({
      status: 401,
      body: { statusCode: 401, message: 'Invalid email or password', error: 'Unauthorized' },
    }));
    storeSession('kept');

    await expect(
      apiClient.post(
        apiRoutes.auth.login,
        { email: 'a', password: 'b' },
        { skipAuthRefresh: true },
      ),
    ).rejects.toMatchObject({ status: 401, message: 'Invalid email or password' });

    expect(requests).toHaveLength(1);
    expect(storage.getAuthToken()).toBe('access-kept');
    expect(redirects).toBe(0);
  });
});
