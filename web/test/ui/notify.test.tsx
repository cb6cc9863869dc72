import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notifications } from '@mantine/notifications';
import { watchConnectivity } from '../../src/lib/connectivity';
import { notify } from '../../src/ui/notify';
import { renderWithRelay } from '../relay';

afterEach(() => {
  act(() => notifications.clean());
});

describe('toasts', () => {
  it('stack with the newest on top', async () => {
    renderWithRelay(<div />);
    act(() => {
      notify.info('Primeiro aviso');
      notify.success('Segundo aviso');
    });
    await screen.findByText('Segundo aviso');
    const texts = Array.from(document.querySelectorAll('[data-position="top-center"] .mantine-Notification-description')).map(
      (node) => node.textContent,
    );
    expect(texts).toEqual(['Segundo aviso', 'Primeiro aviso']);
  });

  it('say so while the browser is offline', async () => {
    renderWithRelay(<div />);
    const stop = watchConnectivity();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByText('Você está offline. Verifique sua conexão.')).toBeTruthy();
    stop();
  });
});

describe('repeated toasts', () => {
  it('collapse into one that counts them', async () => {
    renderWithRelay(<div />);
    act(() => {
      notify.success('Status atualizado.');
      notify.success('Status atualizado.');
      notify.success('Status atualizado.');
      notify.error('Status atualizado.');
    });
    await screen.findByText('×3');
    const texts = Array.from(document.querySelectorAll('.mantine-Notification-description')).map((node) => node.textContent);
    expect(texts.sort()).toEqual(['Status atualizado.', 'Status atualizado. ×3']);
  });
});
