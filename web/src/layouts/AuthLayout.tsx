import { Box, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Outlet, useMatches } from 'react-router';
import { isRouteHandle } from '../lib/routeHandle';
import { Brand, BrandMark, PRODUCT_NAME } from '../ui/Brand';
import classes from './AuthLayout.module.css';

const BENEFITS = [
  'Fichas com o formulário do seu jeito',
  'Anotações seguras, prontas para imprimir',
  'Tarefas, calendário e relatórios em um só lugar',
];

function useWideCard(): boolean {
  return useMatches().some((match) => isRouteHandle(match.handle) && match.handle.wideCard === true);
}

/** Sign-in, password recovery, signup and the suspended notice: a centred card beside the brand. */
export function AuthLayout() {
  const wide = useWideCard();
  return (
    <div className={classes.root} data-wide={wide || undefined}>
      {!wide && (
        <aside className={classes.aside}>
          <Stack gap={48} maw={420}>
            <Box className={classes.asideBrand}>
              <BrandMark size={40} />
              <span>{PRODUCT_NAME}</span>
            </Box>
            <Stack gap="lg">
              <Title order={2} c="white" fz={32} lh={1.2} fw={700}>
                Sua prática organizada, do cadastro à anotação.
              </Title>
              <Text c="rgba(255,255,255,0.82)" fz="md">
                Feito para consultórios, clínicas, estúdios e academias que querem mais tempo para quem atendem.
              </Text>
            </Stack>
            <List
              spacing="sm"
              c="white"
              icon={
                <ThemeIcon size={22} radius="xl" color="rgba(255,255,255,0.18)">
                  <IconCheck size={14} stroke={2.5} />
                </ThemeIcon>
              }
            >
              {BENEFITS.map((benefit) => (
                <List.Item key={benefit}>{benefit}</List.Item>
              ))}
            </List>
          </Stack>
        </aside>
      )}
      <main className={classes.main}>
        <Brand className={classes.mobileBrand} data-wide={wide || undefined} />
        <Paper className={classes.card} data-wide={wide || undefined} withBorder shadow="sm">
          <Outlet />
        </Paper>
        <Text size="xs" c="dimmed" ta="center">
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </Text>
      </main>
    </div>
  );
}

export const Component = AuthLayout;
