import { Avatar, Button, FileButton, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { AVATAR_ACCEPT } from '../lib/profile-form';
import { useTranslation } from '@/i18n/i18n';

type AvatarPickerProps = {
  /** What to show: the chosen file's preview, else the saved photo. */
  src: string | null;
  name: string;
  error: string | null;
  disabled: boolean;
  onPick: (file: File | null) => void;
};

/** Photo upload: image files only, previewed before saving. */
export function AvatarPicker({ src, name, error, disabled, onPick }: AvatarPickerProps) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm">
      <Avatar
        src={src}
        alt={src ? t('Profile photo of {{name}}', { name }) : undefined}
        name={name}
        color="initials"
        size={112}
        radius={112}
      />
      <FileButton
        onChange={onPick}
        accept={AVATAR_ACCEPT}
        disabled={disabled}
        inputProps={{ 'aria-label': t('Profile photo'), id: 'settings-avatar-input' }}
      >
        {(props) => (
          <Button
            {...props}
            variant="default"
            size="xs"
            disabled={disabled}
            leftSection={<IconPhotoUp size={16} aria-hidden />}
          >
            {src ? t('Change photo') : t('Upload photo')}
          </Button>
        )}
      </FileButton>
      <Text fz="xs" c={error ? 'red' : 'dimmed'} ta="center" role={error ? 'alert' : undefined}>
        {error ?? t('JPEG, PNG or WebP, up to 2 MB.')}
      </Text>
    </Stack>
  );
}
