import { Badge, Box, Center, Group, Kbd, Loader, Modal, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { foldText, isoDateToBrazilian } from '@practice/common';
import { IconCalendarTime, IconChecklist, IconSearch, IconUser } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router';
import { NAV_ENTRIES } from '../../layouts/MainNav';
import { ROUTE_PERMISSIONS, useAbility, type AppAbility } from '../../lib/ability';
import { paths } from '../../lib/paths';
import { lowerFirst, useCompanyTerms, type CompanyTerms } from '../../lib/terms';
import type { SearchDialogQuery, SearchDialogQuery$data } from './__generated__/SearchDialogQuery.graphql';
import { noResultText, SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from './GlobalSearch';
import classes from './GlobalSearch.module.css';

const searchQuery = graphql`
  query SearchDialogQuery($query: String!) {
    search(query: $query) {
      customers {
        count
        items {
          databaseId
          name
        }
      }
      tasks {
        count
        items {
          databaseId
          title
          boardDatabaseId
          boardName
          customerName
          statusText
          statusColor
        }
      }
      appointments {
        count
        items {
          databaseId
          startsAt
          customerName
          professionalName
          statusText
          statusColor
        }
      }
    }
  }
`;

type Results = SearchDialogQuery$data['search'];
type Hit = { key: string; to: string };
type Page = { to: string; label: string; icon: (typeof NAV_ENTRIES)[number]['icon'] };

/**
 * The menu's destinations the user may open whose name holds every typed word, accents and case
 * ignored: 'prazos' finds 'Prazos das tarefas', 'historico' the 'Histórico de atividades'.
 */
export function matchingPages(text: string, terms: CompanyTerms, ability: AppAbility): Page[] {
  const words = foldText(text).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return NAV_ENTRIES.filter((entry) => !entry.permission || ROUTE_PERMISSIONS[entry.permission](ability))
    .map((entry) => ({ to: entry.to, label: entry.label(terms), icon: entry.icon }))
    .filter((page) => words.every((word) => foldText(page.label).includes(word)));
}

/** A result with a line of detail under it and its status on the right: an appointment, a task. */
function StatusResult({ icon: Icon, title, detail, statusText, statusColor }: { icon: typeof IconChecklist; title: string; detail: string; statusText: string; statusColor: string }) {
  return (
    <Group gap="sm" wrap="nowrap" justify="space-between">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Icon size={18} stroke={1.7} aria-hidden />
        <Stack gap={0} miw={0}>
          <Text size="sm" truncate>
            {title}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {detail}
          </Text>
        </Stack>
      </Group>
      <Badge color={statusColor} variant="light" size="sm" style={{ flexShrink: 0 }}>
        {statusText}
      </Badge>
    </Group>
  );
}

/**
 * The search box in the dialog, its results and the keyboard that moves through them. The
 * placeholder names the company's customers: 'Buscar pacientes, tarefas...' for a Paciente.
 */
function SearchPanel({ onClose }: { onClose: () => void }) {
  const terms = useCompanyTerms();
  const ability = useAbility();
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [results, setResults] = useState<{ query: string; data: Results } | null>(null);
  const [loading, setLoading] = useState(false);
  const [active, setActive] = useState(0);
  const latest = useRef(0);

  const ready = debounced.length >= SEARCH_MIN_LENGTH;
  // Pages are known here: they show as the words are typed, without waiting for the server.
  const pages = useMemo(() => (text.trim().length >= SEARCH_MIN_LENGTH ? matchingPages(text, terms, ability) : []), [text, terms, ability]);
  useEffect(() => {
    if (!ready) {
      setResults(null);
      setLoading(false);
      return;
    }
    const request = ++latest.current;
    setLoading(true);
    const subscription = fetchQuery<SearchDialogQuery>(environment, searchQuery, { query: debounced }, { fetchPolicy: 'network-only' }).subscribe({
      next: (data) => {
        if (request !== latest.current) return;
        setResults({ query: debounced, data: data.search });
        setActive(0);
      },
      error: (error: unknown) => {
        // Spec §8: a failed search is only logged.
        if (request === latest.current) setLoading(false);
        console.error('global search failed', error);
      },
      complete: () => {
        if (request === latest.current) setLoading(false);
      },
    });
    return () => subscription.unsubscribe();
  }, [debounced, ready, environment]);

  const hits = useMemo<Hit[]>(() => {
    const found = pages.map((page) => ({ key: `p${page.to}`, to: page.to }));
    if (!results) return found;
    return [
      ...found,
      ...results.data.customers.items.map((customer) => ({ key: `c${customer.databaseId}`, to: paths.customer(customer.databaseId) })),
      ...results.data.appointments.items.map((appointment) => ({ key: `a${appointment.databaseId}`, to: paths.agenda(appointment.startsAt.slice(0, 10)) })),
      ...results.data.tasks.items.map((task) => ({ key: `t${task.databaseId}`, to: paths.board(task.boardDatabaseId) })),
    ];
  }, [pages, results]);

  const open = (hit: Hit | undefined) => {
    if (!hit) return;
    onClose();
    navigate(hit.to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (hits.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => (index + 1) % hits.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (index - 1 + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(hits[active]);
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;
  const customers = results?.data.customers;
  const appointments = results?.data.appointments;
  const tasks = results?.data.tasks;
  const empty = results !== null && pages.length === 0 && customers?.count === 0 && appointments?.count === 0 && tasks?.count === 0;
  let index = -1;
  const option = (hitIndex: number, content: React.ReactNode) => (
    <UnstyledButton
      key={hits[hitIndex]!.key}
      id={optionId(hitIndex)}
      role="option"
      aria-selected={hitIndex === active}
      className={classes.option}
      data-active={hitIndex === active || undefined}
      onMouseEnter={() => setActive(hitIndex)}
      onClick={() => open(hits[hitIndex])}
    >
      {content}
    </UnstyledButton>
  );

  return (
    <Stack gap={0}>
      <TextInput
        data-autofocus
        size="md"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        placeholder={`Buscar ${lowerFirst(terms.customerPlural)}, tarefas...`}
        aria-label="Buscar"
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSection={loading ? <Loader size="xs" /> : null}
        role="combobox"
        aria-expanded={hits.length > 0}
        aria-controls={listId}
        aria-activedescendant={hits.length > 0 ? optionId(active) : undefined}
        autoComplete="off"
        classNames={{ input: classes.input }}
      />
      <ScrollArea.Autosize mah="60vh" type="auto">
        <Box p="sm" id={listId} role="listbox" aria-label="Resultados da busca" aria-busy={loading}>
          {!ready && (
            <Text size="sm" c="dimmed" ta="center" py="md">
              Digite pelo menos {SEARCH_MIN_LENGTH} caracteres para buscar.
            </Text>
          )}
          {ready && loading && !results && (
            <Center py="md">
              <Text size="sm" c="dimmed">
                Buscando...
              </Text>
            </Center>
          )}
          {ready && loading && results && (
            <Text size="xs" c="dimmed" px="xs" pb={4} aria-live="polite">
              Buscando...
            </Text>
          )}
          {ready && empty && (
            <Stack align="center" gap={4} py="md" ta="center">
              <Text size="sm" fw={600}>
                {noResultText(results.query)}
              </Text>
              <Text size="xs" c="dimmed">
                Tente outros termos: parte do nome, o CPF, o telefone ou o título da tarefa.
              </Text>
            </Stack>
          )}
          {pages.length > 0 && (
            <Stack gap={2} mb="sm">
              <GroupLabel label="Páginas" count={pages.length} shown={pages.length} />
              {pages.map((page) => {
                index += 1;
                return option(
                  index,
                  <Group gap="sm" wrap="nowrap">
                    <page.icon size={18} stroke={1.7} aria-hidden />
                    <Text size="sm" truncate>
                      {page.label}
                    </Text>
                  </Group>,
                );
              })}
            </Stack>
          )}
          {ready && customers && customers.count > 0 && (
            <Stack gap={2} mb="sm">
              <GroupLabel label={terms.customerPlural} count={customers.count} shown={customers.items.length} />
              {customers.items.map((customer) => {
                index += 1;
                return option(
                  index,
                  <Group gap="sm" wrap="nowrap">
                    <IconUser size={18} stroke={1.7} aria-hidden />
                    <Text size="sm" truncate>
                      {customer.name}
                    </Text>
                  </Group>,
                );
              })}
            </Stack>
          )}
          {ready && appointments && appointments.count > 0 && (
            <Stack gap={2} mb="sm">
              <GroupLabel label="Atendimentos" count={appointments.count} shown={appointments.items.length} />
              {appointments.items.map((appointment) => {
                index += 1;
                return option(
                  index,
                  <StatusResult
                    icon={IconCalendarTime}
                    title={appointment.customerName}
                    // The api answers São Paulo's wall time: its date and time are read as written.
                    detail={`${isoDateToBrazilian(appointment.startsAt.slice(0, 10))} às ${appointment.startsAt.slice(11, 16)} · ${appointment.professionalName}`}
                    statusText={appointment.statusText}
                    statusColor={appointment.statusColor}
                  />,
                );
              })}
            </Stack>
          )}
          {ready && tasks && tasks.count > 0 && (
            <Stack gap={2}>
              <GroupLabel label="Tarefas" count={tasks.count} shown={tasks.items.length} />
              {tasks.items.map((task) => {
                index += 1;
                return option(
                  index,
                  <StatusResult
                    icon={IconChecklist}
                    title={task.title}
                    detail={task.customerName ? `${task.boardName} · ${task.customerName}` : task.boardName}
                    statusText={task.statusText}
                    statusColor={task.statusColor}
                  />,
                );
              })}
            </Stack>
          )}
        </Box>
      </ScrollArea.Autosize>
      <Group gap="md" px="md" py={8} className={classes.footer} visibleFrom="sm">
        <Text size="xs" c="dimmed">
          <Kbd size="xs">↑</Kbd> <Kbd size="xs">↓</Kbd> navegar
        </Text>
        <Text size="xs" c="dimmed">
          <Kbd size="xs">Enter</Kbd> abrir
        </Text>
        <Text size="xs" c="dimmed">
          <Kbd size="xs">Esc</Kbd> fechar
        </Text>
      </Group>
    </Stack>
  );
}

function GroupLabel({ label, count, shown }: { label: string; count: number; shown: number }) {
  return (
    <Group justify="space-between" px="xs" pt={4}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        {label} ({count})
      </Text>
      {count > shown && (
        <Text size="xs" c="dimmed">
          mostrando {shown} de {count}
        </Text>
      )}
    </Group>
  );
}

/** The search's dialog, loaded the first time it opens (GlobalSearch). */
export default function SearchDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      padding={0}
      size="lg"
      yOffset={phone ? 0 : '10vh'}
      fullScreen={phone}
      radius={phone ? 0 : 'md'}
      transitionProps={{ duration: 120 }}
    >
      <Modal.Overlay />
      {/* The dialog itself carries the name (a title shows on phones only). */}
      <Modal.Content aria-label="Busca global">
        {phone && (
          <Modal.Header px={16}>
            <Modal.Title>Buscar</Modal.Title>
            <Modal.CloseButton />
          </Modal.Header>
        )}
        <Modal.Body p={0}>{opened && <SearchPanel onClose={onClose} />}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
