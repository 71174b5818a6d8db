import { Alert, Button, Center, Loader, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Level } from '@markwise/contract';
import { useTranslation } from '@/i18n/i18n';
import { failureReason } from '@/lib/api-error';
import { useLevelRules } from '../api/get-level-rules';
import { LevelForm } from './level-form';

type LevelFormModalProps = {
  opened: boolean;
  journeyId: string;
  /** The level to edit; null adds one. */
  level: Level | null;
  onClose: () => void;
};

/** Below 768px the form takes the whole screen. */
const PHONE_QUERY = '(max-width: 47.99em)';

/** An exam level's form waits for its rules, so that saving never resets them unseen. */
function EditLevel({
  journeyId,
  level,
  onDone,
}: {
  journeyId: string;
  level: Level;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const rules = useLevelRules(level.type === 'exam' ? level._id : null);
  if (level.type === 'topic')
    return <LevelForm journeyId={journeyId} level={level} onDone={onDone} />;
  if (rules.isPending) {
    return (
      <Center mih={200} role="status">
        <Loader aria-label={t("Loading the level's exam rules")} />
      </Center>
    );
  }
  if (rules.isError) {
    return (
      <Alert color="red" title={t('The exam rules could not be loaded')}>
        {failureReason(rules.error) ?? t('Please try again.')}
        <Button
          variant="default"
          size="xs"
          mt="sm"
          display="block"
          onClick={() => void rules.refetch()}
        >
          {t('Try Again')}
        </Button>
      </Alert>
    );
  }
  return <LevelForm journeyId={journeyId} level={level} rules={rules.data} onDone={onDone} />;
}

export function LevelFormModal({ opened, journeyId, level, onClose }: LevelFormModalProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={level ? t('Edit {{title}}', { title: level.title }) : t('Add Level')}
      size="lg"
      fullScreen={isPhone}
      closeOnClickOutside={false}
      styles={{ title: { fontWeight: 700 } }}
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      {opened ? (
        level ? (
          <EditLevel journeyId={journeyId} level={level} onDone={onClose} />
        ) : (
          <LevelForm journeyId={journeyId} onDone={onClose} />
        )
      ) : null}
    </Modal>
  );
}
