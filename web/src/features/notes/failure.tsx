import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A refusal's toast: the screen's words, and the api's reason under them when it gave one. */
export function failure(message: string, reasons: readonly string[] = []): ReactNode {
  const reason = reasons.find((text) => text !== message);
  return reason ? (
    <>
      {message}
      <Text size="xs" c="dimmed">
        {reason}
      </Text>
    </>
  ) : (
    message
  );
}
