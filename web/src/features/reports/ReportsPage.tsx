import { Badge, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChecklist, IconHistory, IconUsers, type Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { lowerFirst, useCompanyTerms } from '../../lib/terms';
import { PageHeader } from '../../ui/PageHeader';
import { ReportsAccess } from './ReportsAccess';

function ReportCard({ to, title, description, icon: CardIcon, formats }: { to: string; title: string; description: string; icon: Icon; formats?: boolean }) {
  return (
    <Paper component={Link} to={to} withBorder radius="md" p="lg" style={{ color: 'inherit', textDecoration: 'none' }}>
      <Stack gap="sm">
        <ThemeIcon size={44} radius="md" variant="light">
          <CardIcon size={24} stroke={1.7} aria-hidden />
        </ThemeIcon>
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        {formats && (
          <Group gap={6}>
            <Badge variant="light" size="sm">
              CSV
            </Badge>
            <Badge variant="light" size="sm" color="teal">
              XLSX
            </Badge>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** /reports: the reports a practice can open and export. */
export function ReportsPage() {
  const terms = useCompanyTerms();
  return (
    <>
      <PageHeader title="Relatórios" description="Acompanhe os números e exporte os dados da sua prática." />
      <ReportsAccess>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <ReportCard
            to={paths.customerReport()}
            title={`Relatório de ${lowerFirst(terms.customerPlural)}`}
            description={`${terms.customerPlural} cadastrados por período, com as respostas do formulário.`}
            icon={IconUsers}
            formats
          />
          <ReportCard to={paths.taskReport()} title="Relatório de tarefas" description="Tarefas por situação, responsável, quadro e prioridade." icon={IconChecklist} formats />
          <ReportCard to={paths.activityHistory()} title="Histórico de atividades" description="Quem criou, alterou ou excluiu cada registro." icon={IconHistory} />
        </SimpleGrid>
      </ReportsAccess>
    </>
  );
}

export const Component = ReportsPage;
