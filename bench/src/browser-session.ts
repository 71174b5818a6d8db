/** localStorage of a signed-in user, as the web app writes it after logging in. */
export async function signedInStorage(
  baseUrl: string,
  credentials: { email: string; password: string },
): Promise<[string, string][]> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`login as ${credentials.email}: ${response.status}`);
  const body = (await response.json()) as { token: string; refreshToken: string; data: unknown };
  return [
    ['auth_token', JSON.stringify(body.token)],
    ['refresh_token', JSON.stringify(body.refreshToken)],
    ['user_profile', JSON.stringify(body.data)],
    ['is_logged_in', JSON.stringify(true)],
  ];
}
