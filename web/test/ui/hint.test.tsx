import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/App';
import { Hint } from '../../src/ui/Hint';

// jsdom has no PointerEvent: a mouse event that carries its pointer's type stands in for it.
class TestPointerEvent extends MouseEvent {
  pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? '';
  }
}

beforeEach(() => {
  vi.stubGlobal('PointerEvent', TestPointerEvent);
});

function start() {
  render(
    <AppProviders>
      <Hint label="Excluir">
        <button type="button" aria-label="Excluir Ana Lima">
          x
        </button>
      </Hint>
    </AppProviders>,
  );
  return screen.getByRole('button', { name: 'Excluir Ana Lima' });
}

describe('Hint', () => {
  it('shows its label while the mouse is over the element, and leaves the element in place', async () => {
    const button = start();
    fireEvent.pointerOver(button, { pointerType: 'mouse' });
    expect((await screen.findByRole('tooltip')).textContent).toBe('Excluir');
    expect(screen.getByRole('button', { name: 'Excluir Ana Lima' })).toBe(button);
  });

  it('shows nothing for a touch, as Mantine tooltips do', async () => {
    const button = start();
    fireEvent.pointerOver(button, { pointerType: 'touch' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
