/**
 * The product's list table (spec: "Generic data table"): a search box, sortable headers, 40 rows a
 * page, page buttons below 15 pages on screens from 1200 px and a page dropdown otherwise, a column
 * picker kept in localStorage per table that never hides the last column, columns hidden by default,
 * an empty state, row actions and a loading state.
 *
 * It is controlled and knows nothing of Relay: it draws the page of rows it is given and reports what
 * the user asked for. `useDataTableQuery` (DataTableQuery.ts) keeps page, search and sort in the
 * page's address and turns each change into one refetch of a connection that takes `first`, `page`,
 * `search` and `orderBy` and answers `totalCount` (see `UserConnection` in schema.graphql).
 *
 * A row with a page of its own (`rowHref`) is a link: its first cell holds the anchor, so middle-click,
 * Ctrl+click and "open in a new tab" work as on any link, and a click anywhere else on the row opens it
 * too. The row actions stay in view on narrow screens, pinned to the right edge while the other
 * columns scroll.
 *
 * ```tsx
 * const columns: DataTableColumn<Row>[] = [
 *   { key: 'name', title: 'Nome', sortable: true, render: (row) => row.name },
 *   { key: 'created_at', title: 'Criado em', sortable: true, hiddenByDefault: true, render: (row) => formatDate(row.createdAt) },
 * ];
 * <DataTable
 *   tableId="users"                       // localStorage key of the column choice
 *   columns={columns}
 *   rows={rows}
 *   rowKey={(row) => row.id}
 *   rowHref={(row) => paths.customer(row.databaseId)}
 *   totalCount={connection.totalCount}
 *   {...table.tableProps}                 // page, search, sort, loading and their change handlers
 *   rowActions={(row) => <ActionIcon ...>}
 *   empty={<Button>Cadastrar o primeiro</Button>}
 * />
 * ```
 */
import { ActionIcon, Box, Center, Group, Paper, rem, Skeleton, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconColumns3, IconSearch, IconX } from '@tabler/icons-react';
import { lazy, memo, Suspense, useState, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { Hint } from './Hint';
import { useVisibleColumns } from './DataTableColumns';
import { DATA_TABLE_PAGE_SIZE, type DataTableSort } from './DataTableQuery';
import classes from './DataTable.module.css';

export { DATA_TABLE_PAGE_SIZE, orderByOf, useDataTableQuery, type DataTableQuery, type DataTableSort } from './DataTableQuery';
export { LAST_COLUMN_MESSAGE, columnsStorageKey } from './DataTableColumns';

/** How long the search box waits after typing stops before asking for rows. */
export const SEARCH_DELAY_MS = 400;

export type DataTableColumn<Row> = {
  /** Stable id: the sort key reported to `onSortChange` and the name stored by the column picker. */
  key: string;
  title: string;
  render: (row: Row) => ReactNode;
  sortable?: boolean;
  /** Left out until the user ticks it in the column picker. */
  hiddenByDefault?: boolean;
  /** Never offered in the column picker, always shown (for example a photo next to the name). */
  fixed?: boolean;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
};

export type DataTableProps<Row> = {
  /** Names the table in localStorage, where the column choice is kept (for example 'users'). */
  tableId: string;
  columns: DataTableColumn<Row>[];
  /** The rows of the current page, at most `perPage`. */
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Rows across every page, for the page count. */
  totalCount: number;
  /** The page on screen, from 1. */
  page: number;
  onPageChange: (page: number) => void;
  perPage?: number;
  sort?: DataTableSort | null;
  /** Without it no header sorts. */
  onSortChange?: (sort: DataTableSort | null) => void;
  /** Without it there is no search box. Called with the typed text once typing stops. */
  onSearchChange?: (search: string) => void;
  /** The search the rows answer (from the address): the box shows it, and follows it on Back. */
  search?: string;
  searchPlaceholder?: string;
  /** Rows are being loaded: skeleton rows when there are none yet, an overlay on the page otherwise. */
  loading?: boolean;
  /** Shown instead of rows when the table is empty and nothing is searched for. */
  empty?: ReactNode;
  /** Buttons of a row (edit, delete), in a last column that the column picker leaves alone. */
  rowActions?: (row: Row) => ReactNode;
  /** The row's own page, when it has one (undefined for a row the user may not open). */
  rowHref?: (row: Row) => string | undefined;
  /** Next to the column picker (for example an "add" button). */
  toolbar?: ReactNode;
  /** Names the table for screen readers. */
  label: string;
  /**
   * The narrowest the table is laid out before it scrolls sideways (150 px a column, 480 at least,
   * by default); a table whose cells wrap well can take less, and fit a phone without scrolling.
   */
  minWidth?: number;
};

function nextSort(current: DataTableSort | null | undefined, key: string): DataTableSort | null {
  if (current?.key !== key) return { key, direction: 'asc' };
  return current.direction === 'asc' ? { key, direction: 'desc' } : null;
}

function SortIcon({ direction }: { direction: 'asc' | 'desc' | null }) {
  if (direction === 'asc') return <IconArrowUp size={14} stroke={2} aria-hidden />;
  if (direction === 'desc') return <IconArrowDown size={14} stroke={2} aria-hidden />;
  return <IconArrowsSort size={14} stroke={1.6} aria-hidden className={classes.idleSort} />;
}

const loadColumnPicker = () => import('./DataTableColumnPicker');
/** The picker's popover and checkboxes come with its first use. */
const ColumnPickerPopover = lazy(loadColumnPicker);

export type ColumnPickerProps = {
  columns: { key: string; title: string }[];
  isVisible: (key: string) => boolean;
  /** False when the column is the last one shown, which stays. */
  toggle: (key: string) => boolean;
};

function ColumnPicker(props: ColumnPickerProps) {
  const [used, setUsed] = useState<{ focused: boolean } | null>(null);
  const button = (
    <Hint label="Colunas">
      <ActionIcon
        variant="default"
        size={36}
        aria-label="Escolher colunas"
        aria-haspopup="dialog"
        aria-expanded={false}
        onPointerEnter={() => void loadColumnPicker()}
        onFocus={() => void loadColumnPicker()}
        onClick={(event) => setUsed({ focused: document.activeElement === event.currentTarget })}
      >
        <IconColumns3 size={18} stroke={1.7} aria-hidden />
      </ActionIcon>
    </Hint>
  );
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <ColumnPickerPopover {...props} focusTarget={used.focused} />
    </Suspense>
  );
}

/**
 * The page buttons or dropdown, and the overlay on a page being replaced: a list of one page, as
 * most first screens show, draws neither, so their code comes when one is needed.
 */
const Pager = lazy(() => import('./DataTablePager'));
const LoadingOverlay = lazy(() => import('./DataTableOverlay'));

/**
 * The router's `navigate` for the table, which draws no react-router component: a router's link or
 * `useNavigate` follows every change of the router's state (the scroll position restored as the
 * first page shows, a revalidation), and would draw the table and its rows again with each of them.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const navigate = useNavigate();
  return <DataTableView<Row> {...props} navigate={navigate} />;
}

/** A plain click opens the row's page in the app; with a modifier key or another button, the browser does what it does with any link. */
function followRowLink(navigate: NavigateFunction) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(event.currentTarget.getAttribute('href')!);
  };
}

const DataTableView = memo(function DataTableView<Row>({
  navigate,
  tableId,
  columns,
  rows,
  rowKey,
  totalCount,
  page,
  onPageChange,
  perPage = DATA_TABLE_PAGE_SIZE,
  sort,
  onSortChange,
  onSearchChange,
  search = '',
  searchPlaceholder = 'Pesquisar',
  loading = false,
  empty,
  rowActions,
  rowHref,
  toolbar,
  label,
  minWidth,
}: DataTableProps<Row> & { navigate: NavigateFunction }) {
  const pickable = columns.filter((column) => !column.fixed);
  const { isVisible, toggle } = useVisibleColumns(tableId, pickable);
  const shown = columns.filter((column) => column.fixed || isVisible(column.key));
  const [searchText, setSearchText] = useState(search);
  // Once shown, the overlay stays, so that it fades out as it came.
  const [overlayUsed, setOverlayUsed] = useState(false);
  const overlayVisible = loading && rows.length > 0;
  if (overlayVisible && !overlayUsed) setOverlayUsed(true);
  // Back or Forward brought another search: the box shows it.
  const [shownSearch, setShownSearch] = useState(search);
  if (search !== shownSearch) {
    setShownSearch(search);
    if (search !== searchText.trim()) setSearchText(search);
  }
  const reportSearch = useDebouncedCallback((text: string) => onSearchChange?.(text), SEARCH_DELAY_MS);
  const pages = Math.max(1, Math.ceil(totalCount / perPage));
  const columnCount = shown.length + (rowActions ? 1 : 0);
  // An empty table has only its message to show: it takes the screen's width, so a phone shows it whole.
  const tableMinWidth = rows.length === 0 ? 0 : (minWidth ?? Math.max(480, columnCount * 150));
  const first = totalCount === 0 ? 0 : (page - 1) * perPage + 1;
  const last = Math.min(totalCount, (page - 1) * perPage + rows.length);

  const changeSearch = (text: string) => {
    setSearchText(text);
    reportSearch(text);
  };

  // A click on the row outside its link opens the row as the link would; a click on the link, a
  // button or a text selection is left alone.
  const rowClick = (href: string) => (event: MouseEvent<HTMLTableRowElement>) => {
    if (event.defaultPrevented || (event.target as Element).closest('a, button, input, [role="button"]')) return;
    if (window.getSelection()?.toString()) return;
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button === 1) window.open(href, '_blank', 'noopener');
    else navigate(href);
  };
  const rowAuxClick = (href: string) => (event: MouseEvent<HTMLTableRowElement>) => {
    if (event.button !== 1 || (event.target as Element).closest('a, button')) return;
    event.preventDefault();
    window.open(href, '_blank', 'noopener');
  };

  const rowLinkClick = followRowLink(navigate);

  let body: ReactNode;
  if (rows.length === 0 && loading) {
    body = Array.from({ length: 5 }, (_, index) => (
      <tr key={`skeleton-${index}`} aria-hidden>
        {Array.from({ length: columnCount }, (__, cell) => (
          <td key={cell}>
            <Skeleton height={14} radius="sm" />
          </td>
        ))}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={columnCount}>
          <Center py="xl" px="md">
            {searchText.trim() !== '' || !empty ? (
              <Text c="dimmed" ta="center">
                {searchText.trim() !== '' ? `Nenhum resultado para “${searchText.trim()}”` : 'Nenhum registro encontrado'}
              </Text>
            ) : (
              empty
            )}
          </Center>
        </td>
      </tr>
    );
  } else {
    body = rows.map((row) => {
      const href = rowHref?.(row);
      return (
      <tr
        key={rowKey(row)}
        className={href ? classes.clickable : undefined}
        onClick={href ? rowClick(href) : undefined}
        onAuxClick={href ? rowAuxClick(href) : undefined}
      >
        {shown.map((column, index) => (
          <td key={column.key} style={{ textAlign: column.align }}>
            {href && index === 0 ? (
              <a href={href} className={classes.rowLink} onClick={rowLinkClick}>
                {column.render(row)}
              </a>
            ) : (
              column.render(row)
            )}
          </td>
        ))}
        {rowActions && (
          <td className={classes.actions} onClick={(event) => event.stopPropagation()}>
            <div className={classes.actionsGroup}>{rowActions(row)}</div>
          </td>
        )}
      </tr>
      );
    });
  }

  return (
    <Paper withBorder className={classes.root}>
      <Group justify="space-between" gap="sm" p="sm" wrap="wrap" className={classes.toolbar}>
        {onSearchChange ? (
          <TextInput
            className={classes.search}
            aria-label={searchPlaceholder}
            placeholder={searchPlaceholder}
            type="search"
            value={searchText}
            onChange={(event) => changeSearch(event.currentTarget.value)}
            leftSection={<IconSearch size={16} stroke={1.8} aria-hidden />}
            rightSection={
              searchText ? (
                <ActionIcon variant="subtle" color="gray" size="sm" aria-label="Limpar pesquisa" onClick={() => changeSearch('')}>
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              ) : null
            }
          />
        ) : (
          <span />
        )}
        <Group gap="sm" wrap="nowrap">
          {toolbar}
          <ColumnPicker columns={pickable} isVisible={isVisible} toggle={toggle} />
        </Group>
      </Group>
      <Box pos="relative">
        {overlayUsed && (
          <Suspense fallback={null}>
            <LoadingOverlay visible={overlayVisible} />
          </Suspense>
        )}
        <div className={classes.scroll}>
          <div className={classes.scrollInner} style={{ '--data-table-min-width': rem(tableMinWidth) } as CSSProperties}>
            <table className={classes.table} data-hover={rows.length > 0 || undefined} aria-label={label} aria-busy={loading}>
              <thead>
                <tr>
                  {shown.map((column) => {
                    const direction = sort?.key === column.key ? sort.direction : null;
                    const sortable = column.sortable && onSortChange;
                    return (
                      <th
                        key={column.key}
                        style={{ width: typeof column.width === 'number' ? rem(column.width) : column.width, textAlign: column.align }}
                        aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
                      >
                        {sortable ? (
                          <UnstyledButton className={classes.sortButton} onClick={() => onSortChange(nextSort(sort, column.key))}>
                            <span>{column.title}</span>
                            <SortIcon direction={direction} />
                          </UnstyledButton>
                        ) : (
                          column.title
                        )}
                      </th>
                    );
                  })}
                  {rowActions && (
                    <th className={classes.actions} style={{ width: rem(1), textAlign: 'right' }}>
                      <span className={classes.visuallyHidden}>Ações</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>{body}</tbody>
            </table>
          </div>
        </div>
      </Box>
      {totalCount > 0 && (
        <Group justify="space-between" gap="sm" p="sm" className={classes.footer} wrap="wrap">
          <Text size="sm" c="dimmed">
            {first}–{last} de {totalCount}
          </Text>
          {pages > 1 && (
            <Suspense fallback={null}>
              <Pager page={page} pages={pages} onPageChange={onPageChange} />
            </Suspense>
          )}
        </Group>
      )}
    </Paper>
  );
}) as <Row>(props: DataTableProps<Row> & { navigate: NavigateFunction }) => ReactNode;
