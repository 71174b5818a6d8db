import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The web app's layers, as the repository's ESLint config keeps them (import-x/no-restricted-paths,
 * eslint.config.js): each snippet is linted as if it were a file at the given place in src/.
 */
// Vitest runs in apps/web (as the other tests that read files assume).
const repoRoot = resolve(process.cwd(), '../..');
const src = join(repoRoot, 'apps/web/src');
const RULE = 'import-x/no-restricted-paths';

let eslint: ESLint;
beforeAll(() => {
  expect(existsSync(join(repoRoot, 'eslint.config.js'))).toBe(true);
  eslint = new ESLint({ cwd: repoRoot });
});

/** The boundary errors ESLint reports for `code` placed at `file` (relative to src/). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(src, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === RULE)
    .map((message) => message.message);
}

describe('web import boundaries', () => {
  it('rejects a feature importing another feature, by alias or by relative path', async () => {
    const byAlias = await boundaryErrors(
      'features/student-portal/components/boundary-fixture.tsx',
      "import { initialLayout } from '@/features/attempt/lib/layout';\nexport const x = initialLayout;\n",
    );
    expect(byAlias).toHaveLength(1);
    expect(byAlias[0]).toMatch(/^Unexpected path "@\/features\/attempt\/lib\/layout"/);
    expect(byAlias[0]).toContain('A feature imports only src/components, hooks, lib, config');

    const byRelativePath = await boundaryErrors(
      'features/student-portal/components/boundary-fixture.tsx',
      "import { initialLayout } from '../../attempt/lib/layout';\nexport const x = initialLayout;\n",
    );
    expect(byRelativePath).toHaveLength(1);
  });

  it('lets a feature import shared code, the contract and its own files', async () => {
    expect(
      await boundaryErrors(
        'features/student-portal/components/boundary-fixture.tsx',
        [
          "import { apiRoutes } from '@markwise/contract';",
          "import { ToneBadge } from '@/components/tone';",
          "import { paths } from '@/config/paths';",
          "import { attemptKeys } from '@/lib/api/attempt-keys';",
          "import { formatXp } from '../lib/summary-format';",
          "import { useStudentSummary } from '@/features/student-portal/api/get-student-summary';",
          'export const x = [apiRoutes, ToneBadge, paths, attemptKeys, formatXp, useStudentSummary];',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('rejects shared code importing a feature or the app', async () => {
    expect(
      await boundaryErrors(
        'lib/boundary-fixture.ts',
        "import { initialLayout } from '@/features/attempt/lib/layout';\nexport const x = initialLayout;\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'components/boundary-fixture.tsx',
        "import { appRoutes } from '@/app/router';\nexport const x = appRoutes;\n",
      ),
    ).toHaveLength(1);
  });

  it('rejects a feature importing the app, except in its screen tests', async () => {
    const code = "import { appRoutes } from '@/app/router';\nexport const x = appRoutes;\n";
    expect(await boundaryErrors('features/courses/routes/boundary-fixture.tsx', code)).toHaveLength(
      1,
    );
    expect(await boundaryErrors('features/courses/routes/boundary-fixture.test.tsx', code)).toEqual(
      [],
    );
  });

  it('lets the app compose features', async () => {
    expect(
      await boundaryErrors(
        'app/boundary-fixture.tsx',
        "import { CourseCard } from '@/features/courses/components/course-card';\nexport const x = CourseCard;\n",
      ),
    ).toEqual([]);
  });
});
