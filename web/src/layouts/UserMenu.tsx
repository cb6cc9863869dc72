import { Avatar, Box, Group, Menu, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChartBar, IconChevronDown, IconCreditCard, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { initials } from '../lib/initials';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { canManageSubscription, type AccountType } from '../lib/viewer';
import type { UserMenu_viewer$key } from './__generated__/UserMenu_viewer.graphql';
import classes from './UserMenu.module.css';

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
  const displayName = data.name?.trim() || data.email;

  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        {/* Named by what it shows (WCAG 2.5.3): on phones, where only the avatar shows, by hidden text. */}
        <UnstyledButton className={classes.target}>
          <VisuallyHidden>Menu do usuário</VisuallyHidden>
          <VisuallyHidden hiddenFrom="sm">{displayName}</VisuallyHidden>
          <Group gap="sm" wrap="nowrap">
            <Avatar src={data.imageUrl} alt="" radius="xl" size={36} color="brand" variant="filled" aria-hidden>
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
      </Menu.Target>
      <Menu.Dropdown>
        <Box hiddenFrom="sm" px="sm" py={6}>
          <Text size="sm" fw={600} truncate>
            {displayName}
          </Text>
          {data.name && (
            <Text size="xs" c="dimmed" truncate>
              {data.email}
            </Text>
          )}
          <Menu.Divider mt={8} mx={-4} />
        </Box>
        <Menu.Item component={Link} to="/personal-profile" leftSection={<IconUserCircle size={18} stroke={1.7} aria-hidden />}>
          Ver perfil
        </Menu.Item>
        <Menu.Item component={Link} to="/reports" leftSection={<IconChartBar size={18} stroke={1.7} aria-hidden />}>
          Relatórios
        </Menu.Item>
        {canManageSubscription(data.accountType as AccountType) && (
          <Menu.Item component={Link} to="/business/subscription" leftSection={<IconCreditCard size={18} stroke={1.7} aria-hidden />}>
            Plano e Assinatura
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item component={Link} to="/logout" color="red" leftSection={<IconLogout size={18} stroke={1.7} aria-hidden />}>
          Sair
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
