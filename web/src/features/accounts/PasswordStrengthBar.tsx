import { Group, Progress, Stack, Text } from '@mantine/core';
import { passwordStrength, type PasswordStrength } from '@practice/common';

const COLORS: Record<PasswordStrength, string> = {
  none: 'gray',
  weak: 'red',
  medium: 'yellow',
  strong: 'teal',
};

export function PasswordStrengthBar({ password }: { password: string }) {
  const { strength, percent, label } = passwordStrength(password);
  if (strength === 'none') return null;
  return (
    <Stack gap={4} mt={6}>
      <Progress
        value={percent}
        color={COLORS[strength]}
        size="sm"
        radius="xl"
        aria-label="Força da senha"
        transitionDuration={200}
      />
      <Group justify="flex-end">
        <Text size="xs" fw={600} c={`${COLORS[strength]}.8`} aria-live="polite">
          {label}
        </Text>
      </Group>
    </Stack>
  );
}
