import { Button, Kbd } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';

/** Spec §9: the search starts at 2 characters, 300 ms after the last key. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 300;

export function noResultText(query: string): string {
  return `Nenhum resultado encontrado para "${query}"`;
}

/** The dialog, its query and its results come with its first opening, not with every page. */
const SearchDialog = lazy(() => import('./SearchDialog'));

function isMac(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
}

/** Ctrl+K or Cmd+K and no other modifier, from anywhere but a rich text being written. */
function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.key.toLowerCase() !== 'k' && event.code !== 'KeyK') return false;
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return false;
  return !(event.target instanceof HTMLElement && event.target.isContentEditable);
}

/**
 * The global search of every signed-in page: a header button (for touch screens) and Ctrl+K /
 * Cmd+K open it; Esc or a click outside closes it.
 */
export function GlobalSearch() {
  const [opened, { open, close }] = useDisclosure(false);
  // Once opened, the dialog stays mounted so that it can close with its transition.
  const [used, setUsed] = useState(false);
  if (opened && !used) setUsed(true);
  // Works from inside a form field too, like the shortcut in other apps.
  useEffect(() => {
    const toggle = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      if (opened) close();
      else open();
    };
    document.documentElement.addEventListener('keydown', toggle);
    return () => document.documentElement.removeEventListener('keydown', toggle);
  }, [opened, open, close]);

  return (
    <>
      <Button
        variant="default"
        onClick={open}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={<Kbd size="xs">{isMac() ? '⌘' : 'Ctrl'} K</Kbd>}
        visibleFrom="sm"
        c="dimmed"
        fw={400}
        aria-keyshortcuts="Control+K Meta+K"
      >
        Buscar
      </Button>
      <Button variant="subtle" color="gray" hiddenFrom="sm" onClick={open} aria-label="Buscar" px={8}>
        <IconSearch size={20} aria-hidden />
      </Button>
      {used && (
        <Suspense fallback={null}>
          <SearchDialog opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
