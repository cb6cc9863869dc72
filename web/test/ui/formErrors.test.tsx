import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider, TextInput } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { fieldSentence, useFormErrors } from '../../src/ui/formErrors';

describe('fieldSentence', () => {
  it('names the field in the server’s message, and leaves a whole sentence alone', () => {
    expect(fieldSentence('Nome', 'é muito longo (máximo: 255 caracteres)')).toBe('Nome é muito longo (máximo: 255 caracteres)');
    expect(fieldSentence('Opções', 'Já existe uma opção similar em sua lista')).toBe('Já existe uma opção similar em sua lista');
    expect(fieldSentence(undefined, 'não é válido')).toBe('não é válido');
  });
});

function Form({ errors }: { errors: { field: string; messages: string[] }[] }) {
  const form = useFormErrors({ email: 'E-mail', name: 'Nome' });
  // Refusals of fields the form does not show come back for a toast; the test keeps them on the body.
  const report = (unshown: string[]) => document.body.setAttribute('data-unshown', unshown.join(' '));
  return (
    <form ref={form.formRef}>
      <TextInput label="E-mail" error={form.server.email} onChange={() => form.clear('email')} />
      <div style={{ height: 2000 }} />
      <TextInput label="Nome" error={form.server.name} onChange={() => form.clear('name')} />
      <button type="button" onClick={() => report(form.show(errors))}>
        Enviar
      </button>
    </form>
  );
}

describe('useFormErrors', () => {
  it('shows each refusal under its field, scrolls to and focuses the first in the form, and forgets it once changed', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    render(
      <MantineProvider>
        <Form
          errors={[
            { field: 'name', messages: ['é muito longo (máximo: 255 caracteres)'] },
            { field: 'attachment', messages: ['deve ser uma imagem JPG ou PNG'] },
          ]}
        />
      </MantineProvider>,
    );
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Enviar' })));
    expect(await screen.findByText('Nome é muito longo (máximo: 255 caracteres)')).toBeTruthy();
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Nome')));
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(document.body.getAttribute('data-unshown')).toBe('deve ser uma imagem JPG ou PNG');

    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Ana' } });
    expect(screen.queryByText('Nome é muito longo (máximo: 255 caracteres)')).toBeNull();
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });
});
