import { Tooltip } from '@mantine/core';

/** Mantine's tooltip beside `target`, for Hint. */
export default function HintTooltip({ label, target, opened }: { label: string; target: HTMLElement | null; opened: boolean }) {
  return <Tooltip label={label} target={target} opened={opened} />;
}
