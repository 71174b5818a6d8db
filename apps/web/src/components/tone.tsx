import { Badge, Text, type BadgeProps, type TextProps } from '@mantine/core';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import classes from './tone.module.css';

export type Tone = 'green' | 'yellow' | 'red';

type ToneBadgeProps = Omit<BadgeProps, 'color' | 'variant'> &
  // The element's own attributes too (role, title, drag and drop handlers).
  Omit<ComponentPropsWithoutRef<'div'>, keyof BadgeProps | 'color'> & {
    tone: Tone;
    children: ReactNode;
  };

/** A light badge in a status colour whose text stays readable (WCAG AA) in both schemes. */
export function ToneBadge({ tone, className, ...props }: ToneBadgeProps) {
  return (
    <Badge
      {...props}
      variant="light"
      color={tone}
      tt="none"
      data-tone={tone}
      className={[classes.tone, className].filter(Boolean).join(' ')}
    />
  );
}

type ToneTextProps = Omit<TextProps, 'c'> & { tone: Tone; children: ReactNode; role?: string };

/** Text in a status colour (pass green, fail red) that stays readable in both schemes. */
export function ToneText({ tone, className, ...props }: ToneTextProps) {
  return (
    <Text
      {...props}
      data-tone={tone}
      className={[classes.tone, className].filter(Boolean).join(' ')}
    />
  );
}
