import { Box, Menu, Text } from '@mantine/core';
import { IconChartBar, IconCreditCard, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { canManageSubscription, type AccountType } from '../lib/viewer';
import { displayNameOf, UserMenuButton, type UserMenuData } from './UserMenu';

/** The user's menu, opened: it replaces the header's button at its first click (UserMenu). */
export default function UserMenuDropdown({ data }: { data: UserMenuData }) {
  const displayName = displayNameOf(data);
  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal defaultOpened>
      <Menu.Target>
        <UserMenuButton data={data} />
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
        <Menu.Item component={Link} to={paths.profile()} leftSection={<IconUserCircle size={18} stroke={1.7} aria-hidden />}>
          Ver perfil
        </Menu.Item>
        <Menu.Item component={Link} to={paths.reports()} leftSection={<IconChartBar size={18} stroke={1.7} aria-hidden />}>
          Relatórios
        </Menu.Item>
        {canManageSubscription(data.accountType as AccountType) && (
          <Menu.Item component={Link} to={paths.subscription()} leftSection={<IconCreditCard size={18} stroke={1.7} aria-hidden />}>
            Plano e Assinatura
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.logout()} color="red" leftSection={<IconLogout size={18} stroke={1.7} aria-hidden />}>
          Sair
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
