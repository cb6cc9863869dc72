import { List, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

function usersLine(limit: number): string {
  return limit === 1 ? 'Até 1 usuário' : `Até ${limit} usuários`;
}

/** Spec section 2: users_limit users; essential features on free, all features and priority support on paid plans. */
function featureLines(plan: { identifier: string; usersLimit: number }): string[] {
  if (plan.identifier === 'FREE') return [usersLine(plan.usersLimit), 'Funcionalidades essenciais'];
  return [usersLine(plan.usersLimit), 'Todas as funcionalidades', 'Suporte prioritário'];
}

/** What a plan includes, as a checked list. */
export function PlanFeatures({ plan }: { plan: { identifier: string; usersLimit: number } }) {
  return (
    <List
      spacing={4}
      size="sm"
      icon={
        <ThemeIcon size={18} radius="xl" color="teal" variant="light">
          <IconCheck size={12} aria-hidden />
        </ThemeIcon>
      }
    >
      {featureLines(plan).map((line) => (
        <List.Item key={line}>{line}</List.Item>
      ))}
    </List>
  );
}
