import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import type { StudentSummary } from '@markwise/contract';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from '@/i18n/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatPercent } from '@/lib/format';

type NewResult = StudentSummary['newResults'][number];

/**
 * Results a teacher released (or changed) since the student last opened them: the portal says
 * they have arrived, and each links to its report (opening it is what makes it old news).
 */
export function NewResults({ results }: { results: NewResult[] }) {
  const { t } = useTranslation();
  if (results.length === 0) return null;
  return (
    <Alert
      icon={<IconBell size={20} aria-hidden />}
      title={
        results.length === 1
          ? t('New results are ready')
          : t('{{count}} new results are ready', { count: results.length })
      }
      role="status"
    >
      <Stack gap={4}>
        {results.map((result) => (
          <Group key={result._id} gap="xs" wrap="wrap">
            {/* The alert's own text colour: a link's blue on the alert's blue is too faint. */}
            <Anchor
              component={Link}
              to={paths.reportDetails(result._id)}
              fw={600}
              c="inherit"
              underline="always"
            >
              {result.title}
            </Anchor>
            <Text size="sm">
              {result.subject}
              {result.percentage !== null ? ` · ${formatPercent(result.percentage)}` : ''}
            </Text>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
