import { Group, Text, type GroupProps } from '@mantine/core';

export const PRODUCT_NAME = 'Practice';

/** The product mark: a rounded square with a leaf-like check, drawn inline so it costs no request. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="var(--mantine-color-brand-7)" />
      <path
        d="M9 16.5c2.6-.2 4.7 1 6 3.6 2-5.6 4.9-9 8.6-10.6"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="23.5" cy="9.5" r="1.6" fill="var(--mantine-color-brand-2)" />
    </svg>
  );
}

export function Brand({ size = 32, ...props }: { size?: number } & GroupProps) {
  return (
    <Group gap={10} wrap="nowrap" {...props}>
      <BrandMark size={size} />
      <Text component="span" fw={700} fz={size * 0.6} lh={1} c="var(--mantine-color-text)" style={{ letterSpacing: '-0.01em' }}>
        {PRODUCT_NAME}
      </Text>
    </Group>
  );
}
