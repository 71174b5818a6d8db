import pg from 'pg';

/**
 * The bench's own database on the server: created fresh for each run (a leftover of an interrupted
 * run is dropped first) and dropped afterwards. Nothing else on the server is touched.
 */
export async function createBenchDatabase(serverUrl: string, name: string): Promise<string> {
  await onServer(serverUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * FORCE ends the database's other connections, but a role without pg_signal_backend may not end
 * an autovacuum worker's (after the desk section's writes one is often busy on `answers`): that
 * refusal (42501) is retried for a minute, by when the worker has usually finished.
 */
export async function dropBenchDatabase(serverUrl: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await onServer(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '42501' || attempt >= 30) throw error;
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
