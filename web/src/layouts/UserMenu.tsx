import { Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense, useState, type ComponentPropsWithoutRef } from 'react';
import { graphql, useFragment } from 'react-relay';
import { initials } from '../lib/initials';
import { Avatar } from '../ui/Avatar';
import type { UserMenu_viewer$data, UserMenu_viewer$key } from './__generated__/UserMenu_viewer.graphql';
import classes from './UserMenu.module.css';

const loadDropdown = () => import('./UserMenuDropdown');
/** The menu itself (its dropdown and links) comes with the first click on the button. */
const UserMenuDropdown = lazy(loadDropdown);

export type UserMenuData = UserMenu_viewer$data;

export const displayNameOf = (data: UserMenuData) => data.name?.trim() || data.email;

/** The avatar, name and e-mail in the header that open the user's menu. */
export function UserMenuButton({ data, ...props }: { data: UserMenuData } & ComponentPropsWithoutRef<'button'>) {
  const displayName = displayNameOf(data);
  return (
    <UnstyledButton className={classes.target} {...props}>
      {/* Named by what it shows (WCAG 2.5.3): on phones, where only the avatar shows, by hidden text. */}
      <VisuallyHidden>Menu do usuário</VisuallyHidden>
      <VisuallyHidden hiddenFrom="sm">{displayName}</VisuallyHidden>
      <Group gap="sm" wrap="nowrap">
        <Avatar src={data.imageUrl} alt="" radius="xl" size={36} variant="filled" aria-hidden>
          {initials(data.name, data.email)}
        </Avatar>
        <Stack gap={0} visibleFrom="sm" maw={200} miw={0}>
          <Text size="sm" fw={600} truncate>
            {displayName}
          </Text>
          {data.name && (
            <Text size="xs" c="dimmed" truncate>
              {data.email}
            </Text>
          )}
        </Stack>
        <IconChevronDown size={16} stroke={1.8} aria-hidden className={classes.chevron} />
      </Group>
    </UnstyledButton>
  );
}

export function UserMenu({ viewer }: { viewer: UserMenu_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment UserMenu_viewer on User {
        name
        email
        imageUrl
        accountType
      }
    `,
    viewer,
  );
  const [used, setUsed] = useState(false);
  const button = (
    <UserMenuButton
      data={data}
      aria-haspopup="menu"
      aria-expanded={false}
      // The menu's code is asked for as soon as the pointer or the focus comes to the button.
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={() => setUsed(true)}
    />
  );
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <UserMenuDropdown data={data} />
    </Suspense>
  );
}
