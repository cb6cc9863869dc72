import { NativeSelect, Pagination } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** Spec section 9: page buttons while there are fewer than 15 pages, a dropdown from 15 on. */
export const MAX_PAGE_BUTTONS = 15;

/** Medium and large screens (spec: from 1200 px), where page buttons fit. */
const WIDE_SCREEN = '(min-width: 75em)';

/** The data table's pages: buttons on a wide screen below MAX_PAGE_BUTTONS pages, a dropdown otherwise. */
export default function DataTablePager({ page, pages, onPageChange }: { page: number; pages: number; onPageChange: (page: number) => void }) {
  const wide = useMediaQuery(WIDE_SCREEN, true, { getInitialValueInEffect: false });
  if (wide && pages < MAX_PAGE_BUTTONS) {
    return (
      <Pagination
        total={pages}
        value={page}
        onChange={onPageChange}
        size="sm"
        aria-label="Páginas"
        getControlProps={(control) => ({ 'aria-label': control === 'previous' ? 'Página anterior' : 'Próxima página' })}
        getItemProps={(item) => ({ 'aria-label': `Página ${item}` })}
      />
    );
  }
  return (
    <NativeSelect
      aria-label="Página"
      size="sm"
      w={180}
      value={String(page)}
      onChange={(event) => onPageChange(Number(event.currentTarget.value))}
      data={Array.from({ length: pages }, (_, index) => ({ value: String(index + 1), label: `Página ${index + 1} de ${pages}` }))}
    />
  );
}
