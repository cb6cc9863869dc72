import { Avatar, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of the public pages (booking, reminder links): the practice's name on a plain card. */
export function PublicFrame({ companyName, imageUrl, title, children }: { companyName: string | null; imageUrl?: string | null; title: string; children: ReactNode }) {
  return (
    <Container size={560} px="md" py={{ base: 'md', sm: 48 }}>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Group gap="sm" wrap="nowrap">
            {companyName && (
              <Avatar src={imageUrl ?? null} radius="md" size={48} color="brand" alt="">
                {companyName.slice(0, 1)}
              </Avatar>
            )}
            <Stack gap={0} miw={0}>
              {companyName && (
                <Text fw={600} size="lg" truncate>
                  {companyName}
                </Text>
              )}
              <Title order={1} fz={20} fw={500} c="dimmed">
                {title}
              </Title>
            </Stack>
          </Group>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
