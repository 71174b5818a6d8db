import {
  AspectRatio,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Image,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { Course } from '@markwise/contract';
import {
  IconBook2,
  IconCalendar,
  IconChartBar,
  IconPhotoOff,
  IconSchool,
  IconUsers,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { Link } from 'react-router';
import { EditDeleteActions } from '@/components/row-action';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { courseCardView } from '../lib/course-display';

export const COURSE_IMAGE_RATIO = 16 / 9;

type CourseCardProps = {
  course: Course;
  /** Shown to admins: edit and delete actions. */
  onEdit?: (course: Course) => void;
  onDelete?: (course: Course) => void;
};

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      {icon}
      <Text fz="sm" c="dimmed" truncate>
        {label}:{' '}
        <Text span fz="sm" c="var(--mantine-color-text)" fw={500}>
          {value}
        </Text>
      </Text>
    </Group>
  );
}

export function CoursePicture({ url, title }: { url: string | null; title: string }) {
  // A picture that fails to load gets the same placeholder as a course without one.
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  return (
    <AspectRatio ratio={COURSE_IMAGE_RATIO}>
      {url && !broken ? (
        <Image src={url} alt={title} fit="cover" onError={() => setBroken(true)} />
      ) : (
        <Center bg="var(--mantine-color-default-hover)" c="dimmed">
          <Stack gap={4} align="center">
            <IconPhotoOff size={28} stroke={1.5} aria-hidden />
            <Text fz="sm">{t('No image')}</Text>
          </Stack>
        </Center>
      )}
    </AspectRatio>
  );
}

export function CourseCard({ course, onEdit, onDelete }: CourseCardProps) {
  const { t } = useTranslation();
  const view = courseCardView(course);
  const iconProps = { size: 16, stroke: 1.5, 'aria-hidden': true } as const;
  return (
    <Card withBorder radius="md" padding="md" h="100%" component="article">
      <Card.Section>
        <CoursePicture url={view.imageUrl} title={course.title} />
      </Card.Section>
      <Group gap="xs" mt="md" mih={22}>
        <Badge color={view.availability.color} variant="dot">
          {view.availability.label}
        </Badge>
        {course.isPremium ? (
          <Badge color="yellow" variant="dot">
            {t('Premium')}
          </Badge>
        ) : null}
      </Group>
      <Title order={2} fz="lg" mt="xs" lineClamp={2} mih={56}>
        {course.title}
      </Title>
      <Stack gap={6} mt="sm" mb="md">
        <Fact icon={<IconSchool {...iconProps} />} label={t('Board')} value={view.board} />
        <Fact
          icon={<IconUsers {...iconProps} />}
          label={t('Enrolled')}
          value={formatNumber(course.enrolledCount)}
        />
        <Fact
          icon={<IconBook2 {...iconProps} />}
          label={t('Subjects')}
          value={formatNumber(course.subjectsCount)}
        />
        <Fact icon={<IconChartBar {...iconProps} />} label={t('Level')} value={view.difficulty} />
        <Fact icon={<IconCalendar {...iconProps} />} label={t('Created')} value={view.created} />
      </Stack>
      <Group gap="xs" mt="auto" wrap="nowrap">
        <Button component={Link} to={paths.subjects(course._id)} flex={1}>
          {t('View Subjects')}
        </Button>
        <EditDeleteActions
          noun="course"
          title={course.title}
          onEdit={onEdit && (() => onEdit(course))}
          onDelete={onDelete && (() => onDelete(course))}
          size="lg"
        />
      </Group>
    </Card>
  );
}
