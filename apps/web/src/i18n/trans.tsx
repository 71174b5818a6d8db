import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from './i18n';

const TAG = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A translated sentence with inline markup: `<k>Enter</k> saves` renders `components.k` around
 * "Enter". The tags are named in the key, so a translation may move them with the words.
 */
export function Trans({
  i18nKey,
  components,
}: {
  i18nKey: string;
  components: Record<string, ReactElement<{ children?: ReactNode }>>;
}) {
  const { t } = useTranslation();
  const text = t(i18nKey);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    parts.push(text.slice(last, match.index));
    const [, tag, inner] = match;
    const element = components[tag!];
    parts.push(element ? cloneElement(element, { key: match.index }, inner) : inner);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
