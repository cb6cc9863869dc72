import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Brand } from './Brand';

type MessagePageProps = {
  icon: ReactNode;
  color?: string;
  title: string;
  description?: ReactNode;
  action?: { label: string; onClick: () => void };
  /** Full screen with the brand on top, or inside a layout's content area. */
  inline?: boolean;
};

/** A calm full-page message (not found, access denied, a page that failed) with one way forward. */
export function MessagePage({ icon, color = 'brand', title, description, action, inline = false }: MessagePageProps) {
  const content = (
    <Stack align="center" gap="md" maw={440} ta="center" px="md">
      <ThemeIcon size={72} radius="xl" variant="light" color={color}>
        {icon}
      </ThemeIcon>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {title}
      </Title>
      {description && (
        <Text c="dimmed" size="md">
          {description}
        </Text>
      )}
      {action && (
        <Button size="md" mt="xs" onClick={action.onClick}>
          {action.label}
        </Button>
      )}
    </Stack>
  );
  if (inline) return <Center py={64}>{content}</Center>;
  return (
    <Center mih="100dvh" bg="var(--mantine-color-gray-0)" py="xl">
      <Stack align="center" gap={40}>
        <Brand />
        {content}
      </Stack>
    </Center>
  );
}
