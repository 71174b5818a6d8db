import { Typography } from '@mantine/core';
import Markdown from 'react-markdown';

/** Question text and model answers are markdown; raw HTML in them is not rendered. */
export function PaperMarkdown({ children }: { children: string }) {
  return (
    <Typography fz="sm" style={{ overflowWrap: 'anywhere' }}>
      <Markdown skipHtml>{children}</Markdown>
    </Typography>
  );
}
