import { Anchor, type AnchorProps } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { scrollToSection } from '../lib/landing-sections';

type SectionLinkProps = AnchorProps & {
  sectionId: string;
  children: ReactNode;
  /** Takes over the scrolling (the mobile menu scrolls once it has closed). */
  onSelect?: (sectionId: string) => void;
};

/** An in-page link: a real '#id' href (works without script, copyable) that scrolls smoothly. */
export function SectionLink({ sectionId, children, onSelect, ...props }: SectionLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (onSelect) onSelect(sectionId);
    else scrollToSection(sectionId);
  };
  return (
    <Anchor href={`#${sectionId}`} onClick={handleClick} {...props}>
      {children}
    </Anchor>
  );
}
