import { Button, Modal, Stack, Text } from '@mantine/core';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { SCOPE_CHOICES, type Scope } from './agenda';

/**
 * Asks which dates of a series a change reaches ('Só este', 'Este e os seguintes', 'Todos'); an
 * appointment outside a series is only itself, so nothing is asked. Closing the question answers null.
 */
export function useScopeQuestion(): { ask: (inSeries: boolean, action: string) => Promise<Scope | null>; question: ReactNode } {
  const [action, setAction] = useState<string | null>(null);
  const resolver = useRef<((scope: Scope | null) => void) | null>(null);

  const answer = useCallback((scope: Scope | null) => {
    resolver.current?.(scope);
    resolver.current = null;
    setAction(null);
  }, []);

  const ask = useCallback(
    (inSeries: boolean, next: string) => {
      if (!inSeries) return Promise.resolve<Scope | null>('THIS');
      resolver.current?.(null);
      setAction(next);
      return new Promise<Scope | null>((resolve) => {
        resolver.current = resolve;
      });
    },
    [],
  );

  const question = (
    <Modal opened={action !== null} onClose={() => answer(null)} title="Atendimento de uma série" centered zIndex={400}>
      <Stack gap="sm">
        <Text size="sm">{action} Quais datas da série mudam?</Text>
        {SCOPE_CHOICES.map((choice) => (
          <Button key={choice.scope} variant={choice.scope === 'THIS' ? 'filled' : 'light'} onClick={() => answer(choice.scope)} fullWidth>
            {choice.label}
          </Button>
        ))}
      </Stack>
    </Modal>
  );

  return { ask, question };
}
