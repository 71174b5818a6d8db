import { Badge, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { MarkdownText } from '@/components/markdown-text';
import { useTranslation } from '@/i18n/i18n';

type QuestionPromptProps = {
  number: number;
  marks: number;
  /** Markdown. */
  text: string;
  /** The heading's id, for the region it names and for moving focus to it. */
  headingId: string;
};

/**
 * A question as a student reads it: its number, its marks and its text. The attempt screen and
 * the paper editor's student preview show the same thing.
 */
export function QuestionPrompt({ number, marks, text, headingId }: QuestionPromptProps) {
  const { t } = useTranslation();
  return (
    <>
      <Group justify="space-between" align="center" gap="xs">
        <Title order={2} fz="h3" id={headingId} tabIndex={-1} style={{ scrollMarginTop: 96 }}>
          {t('Question {{number}}', { number })}
        </Title>
        <Badge variant="light" size="lg" tt="none">
          {marks === 1
            ? t('{{count}} mark', { count: marks })
            : t('{{count}} marks', { count: marks })}
        </Badge>
      </Group>
      <MarkdownText value={text} />
    </>
  );
}

/** A question's own region, named by its heading: the prompt, then how it is answered. */
export function QuestionSection({
  children,
  ...prompt
}: QuestionPromptProps & { children: ReactNode }) {
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      aria-labelledby={prompt.headingId}
    >
      <Stack gap="md">
        <QuestionPrompt {...prompt} />
        {children}
      </Stack>
    </Paper>
  );
}
