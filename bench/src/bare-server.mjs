// The framework bench's reference: the work of GET /api/auth/profile on a bare node:http server,
// without NestJS, Express or any middleware. Same access-token check (jose, same options), the
// same SQL statements the app ran for that request (sent by the bench, replayed on a pg pool of
// the same size), the same contract schema parse and JSON serialisation of the answer.
// Started by the bench with fork(); it sends { port } once listening.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

const root = new URL('../../', import.meta.url);
const requireFromDb = createRequire(new URL('packages/db/package.json', root));
const pg = requireFromDb('pg');
const { jwtVerify } = await import(
  new URL('apps/api/node_modules/jose/dist/webapi/index.js', root).href
);
const { UserProfile } = await import(new URL('packages/contract/dist/index.js', root).href);

const { databaseUrl, poolSize, jwtSecret, statements, profile } = await new Promise((resolve) =>
  process.once('message', resolve),
);
const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
const key = new TextEncoder().encode(jwtSecret);
const BEARER = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/;

const server = createServer(async (request, response) => {
  try {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match) return end(response, 401, { statusCode: 401, message: 'Authentication required' });
    await jwtVerify(match[1], key, {
      algorithms: ['HS256'],
      issuer: 'markwise',
      audience: 'markwise-api',
      typ: 'at+jwt',
      requiredClaims: ['sub', 'exp', 'iat', 'sid'],
    });
    for (const statement of statements) {
      const { rows } = await pool.query({
        text: statement.text,
        values: statement.values,
        ...(statement.name ? { name: statement.name } : {}),
        ...(statement.rowMode === 'array' ? { rowMode: 'array' } : {}),
      });
      if (rows.length === 0)
        return end(response, 401, { statusCode: 401, message: 'Session ended' });
    }
    end(response, 200, { data: UserProfile.parse(profile) });
  } catch (error) {
    end(response, 500, { statusCode: 500, message: String(error) });
  }
});

function end(response, status, body) {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  response.end(text);
}

server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
process.on('disconnect', () => {
  server.close();
  void pool.end();
});
