import { Card, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type SettingsSectionProps = {
  /** Names the section (its heading's id) for assistive technology. */
  id: string;
  title: string;
  /** A line under the title; none for the profile, whose fields speak for themselves. */
  description?: ReactNode;
  children: ReactNode;
};

/** One card of the settings page: a section headed by its title. */
export function SettingsSection({ id, title, description, children }: SettingsSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" id={headingId} mb={description ? undefined : 'md'}>
        {title}
      </Title>
      {description ? (
        <Text fz="sm" c="dimmed" mb="md">
          {description}
        </Text>
      ) : null}
      {children}
    </Card>
  );
}
