import { AspectRatio, Card, Group, Skeleton, Stack } from '@mantine/core';
import { COURSE_IMAGE_RATIO } from './course-card';

/** Sized like a course card so the grid does not jump when the courses arrive. */
export function CourseCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="md" aria-hidden>
      <Card.Section>
        <AspectRatio ratio={COURSE_IMAGE_RATIO}>
          <Skeleton radius={0} />
        </AspectRatio>
      </Card.Section>
      <Group gap="xs" mt="md">
        <Skeleton h={22} w={60} radius="xl" />
        <Skeleton h={22} w={70} radius="xl" />
      </Group>
      <Skeleton h={20} mt="xs" w="85%" />
      <Skeleton h={20} mt={8} w="55%" mb={8} />
      <Stack gap={6} mt="sm" mb="md">
        {[70, 50, 55, 60, 65].map((width) => (
          // One line of small text is about 22px high.
          <Group key={width} h={22} align="center">
            <Skeleton h={12} w={`${width}%`} />
          </Group>
        ))}
      </Stack>
      <Skeleton h={36} />
    </Card>
  );
}
