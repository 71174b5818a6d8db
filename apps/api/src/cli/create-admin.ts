/**
 * `create-admin`: the first institution and its admin on a fresh deployment, which starts with no
 * account at all (demo data is never seeded on PostgreSQL unless asked). The password comes from
 * ADMIN_PASSWORD or standard input, never from an argument that `ps` and shell history would show.
 */
import { parseArgs } from 'node:util';
import { newPasswordField, passwordMessages } from '@markwise/contract';
import { createDatabase, hashPassword, migrateDatabase } from '@markwise/db';
import { z } from 'zod';
import { isCommonPassword } from '../common/auth/password-policy.js';
import { parseConfig } from '../config/config.schema.js';
import { InstitutionsRepository, refusalOf } from '../data/people/institutions.repository.js';
import { SYSTEM_SCOPE } from '../data/scope.js';
import { Transactions } from '../data/transactions.js';
import { databaseOptions, operatorMessage } from '../database/open-database.js';

const USAGE = `Usage: create-admin --institution NAME --email EMAIL --first-name NAME --last-name NAME [--operator]
  The password is read from ADMIN_PASSWORD, else from standard input.
  --operator  the admin also runs the deployment (reads the demo requests sent from the landing page).`;

const Arguments = z.object({
  institution: z.string().trim().min(2, '--institution must have at least 2 characters').max(200),
  email: z.email('--email must be an email address').trim().toLowerCase(),
  'first-name': z.string().trim().min(1, '--first-name is required').max(100),
  'last-name': z.string().trim().min(1, '--last-name is required').max(100),
  operator: z.boolean().default(false),
  password: newPasswordField('password'),
});

async function main() {
  const { values } = parseArgs({
    options: {
      institution: { type: 'string' },
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      operator: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) return console.log(USAGE);
  const parsed = Arguments.safeParse({ ...values, password: await readPassword() });
  if (!parsed.success) fail(parsed.error.issues.map((issue) => issue.message));
  const input = parsed.data;
  if (isCommonPassword(input.password)) fail([passwordMessages('password').tooCommon]);

  // Only the database settings: resolving the whole runtime config would write a JWT secret.
  const config = parseConfig(process.env);
  const database = await createDatabase({ ...databaseOptions(config), poolSize: 1 });
  try {
    await migrateDatabase(database);
    const admin = {
      institutionName: input.institution,
      slug: slugOf(input.institution),
      email: input.email,
      firstName: input['first-name'],
      lastName: input['last-name'],
      passwordHash: await hashPassword(input.password),
      isOperator: input.operator,
    };
    const institutions = new InstitutionsRepository(database);
    const created = await new Transactions(database)
      .run((tx) => institutions.createWithFirstAdmin(SYSTEM_SCOPE, admin, tx))
      .catch((error: unknown) => refusalOf(error) ?? Promise.reject(error));
    if (created === 'slug_taken') fail([`an institution named like "${input.institution}" exists`]);
    if (created === 'email_taken') fail(['cannot use this email: choose another']);
    console.log(
      `Created institution "${input.institution}" and its admin ${input.email}` +
        `${input.operator ? ' (operator)' : ''}. Sign in with that email and password.`,
    );
  } finally {
    await database.close();
  }
  // The password hashing threads would keep the process alive.
  process.exit(0);
}

async function readPassword(): Promise<string | undefined> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (process.stdin.isTTY) return (await promptHidden('Password for the new admin: ')) || undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return (
    Buffer.concat(chunks)
      .toString('utf8')
      .replace(/\r?\n$/, '') || undefined
  );
}

/** One line from the terminal, not echoed (the password must not stay on the screen). */
async function promptHidden(question: string): Promise<string> {
  process.stderr.write(question);
  process.stdin.setRawMode(true);
  let value = '';
  try {
    for await (const chunk of process.stdin) {
      for (const char of (chunk as Buffer).toString('utf8')) {
        if (char === '\r' || char === '\n') return value;
        if (char === '\u0003') process.exit(130); // Ctrl-C
        value = char === '\u007f' ? value.slice(0, -1) : value + char;
      }
    }
    return value;
  } finally {
    process.stdin.setRawMode(false);
    process.stderr.write('\n');
  }
}

const slugOf = (name: string) =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'institution';

function fail(problems: string[]): never {
  console.error(`create-admin: ${problems.join('; ')}\n\n${USAGE}`);
  process.exit(2);
}

main().catch((error: unknown) => {
  console.error(operatorMessage(error) ?? error);
  process.exit(1);
});
