import { Code, Text, Typography } from '@mantine/core';
import Markdown, { type Components } from 'react-markdown';
import { toJsonText } from '@/lib/format';
import classes from './markdown-text.module.css';

/*
 * Markdown sits under the dialog's and cards' own headings (h2, h3), so its headings start at h4:
 * the outline stays in order wherever the report is shown.
 */
const headingLevels: Components = {
  h1: ({ node: _node, ...props }) => <h4 {...props} />,
  h2: ({ node: _node, ...props }) => <h4 {...props} />,
  h3: ({ node: _node, ...props }) => <h5 {...props} />,
  h4: ({ node: _node, ...props }) => <h5 {...props} />,
  h5: ({ node: _node, ...props }) => <h6 {...props} />,
  h6: ({ node: _node, ...props }) => <h6 {...props} />,
};

type MarkdownTextProps = {
  value: unknown;
  /** Shown, dimmed, when there is nothing to render. */
  emptyText?: string;
};

export function JsonText({ text }: { text: string }) {
  return (
    <Code block data-testid="json-value" style={{ whiteSpace: 'pre-wrap' }}>
      {text}
    </Code>
  );
}

/** Markdown for text; anything else as its JSON text. Raw HTML is never rendered. */
export function MarkdownText({ value, emptyText = '—' }: MarkdownTextProps) {
  if (value === null || value === undefined || value === '') {
    return (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  }
  if (typeof value !== 'string') {
    return <JsonText text={toJsonText(value)} />;
  }
  return (
    <Typography fz="sm" className={classes.root} style={{ overflowWrap: 'anywhere' }}>
      <Markdown components={headingLevels}>{value}</Markdown>
    </Typography>
  );
}
