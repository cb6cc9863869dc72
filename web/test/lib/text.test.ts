import { describe, expect, it } from 'vitest';
import { counted } from '../../src/lib/text.ts';

describe('counted', () => {
  it('agrees the word with the number', () => {
    expect(counted(1, 'concluída', 'concluídas')).toBe('1 concluída');
    expect(counted(0, 'concluída', 'concluídas')).toBe('0 concluídas');
    expect(counted(1200, 'tarefa', 'tarefas')).toBe('1.200 tarefas');
  });
});
