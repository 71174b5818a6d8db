import { Avatar, type MantineSize } from '@mantine/core';

type UserAvatarProps = {
  name: string;
  photoUrl: string | null | undefined;
  size?: MantineSize | number;
};

/**
 * A person's photo, else their initials in a colour of their own. Decorative: it always stands
 * beside the name it shows.
 */
export function UserAvatar({ name, photoUrl, size = 'md' }: UserAvatarProps) {
  return (
    <Avatar
      src={photoUrl ?? null}
      name={name}
      color="initials"
      size={size}
      radius="xl"
      alt=""
      aria-hidden
      // The initials' own tint is too faint at header size (axe colour contrast); the text colour
      // reads on every tint in both schemes.
      styles={{ placeholder: { color: 'var(--mantine-color-text)' } }}
    />
  );
}
