import { ActionIcon, Button, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { foldText, isOtherOption, SIMILAR_OPTION_MESSAGE } from '@practice/common';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef, type KeyboardEvent } from 'react';

export const OTHER_OPTION = 'Outros';

/**
 * The message of each option that repeats an earlier one (ignoring case and accents), and of every
 * 'Outros' option but the last: 'Outros' stays last, so a second one is the one typed above it.
 */
export function optionErrors(options: readonly string[]): (string | undefined)[] {
  const seen = new Set<string>();
  const lastOther = options.findLastIndex((option) => isOtherOption(option.trim()));
  return options.map((option, index) => {
    const trimmed = option.trim();
    if (trimmed === '') return undefined;
    const folded = foldText(trimmed);
    const similar = seen.has(folded) || (isOtherOption(trimmed) && index !== lastOther);
    seen.add(folded);
    return similar ? SIMILAR_OPTION_MESSAGE : undefined;
  });
}

type OptionsEditorProps = {
  options: string[];
  onChange: (options: string[]) => void;
  /** Messages per option, shown once typing has settled or the question is saved. */
  errors: (string | undefined)[];
  /** Shown when the question has no option at all. */
  missing?: string;
};

/** The choices of a multiple choice, checkboxes or dropdown question. */
export function OptionsEditor({ options, onChange, errors, missing }: OptionsEditorProps) {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const hasOther = options.some((option) => isOtherOption(option.trim()));

  const change = (index: number, value: string) => onChange(options.map((option, at) => (at === index ? value : option)));
  const remove = (index: number) => onChange(options.filter((_, at) => at !== index));
  const add = (value = '') => {
    // 'Outros' stays last, so a new option goes before it.
    const otherAt = options.findIndex((option) => isOtherOption(option.trim()));
    const at = value === '' && otherAt >= 0 ? otherAt : options.length;
    onChange([...options.slice(0, at), value, ...options.slice(at)]);
    if (value === '') requestAnimationFrame(() => inputs.current[at]?.focus());
  };
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <Input.Wrapper label="Opções" withAsterisk error={missing} component="fieldset" styles={{ root: { border: 0, padding: 0, margin: 0 } }}>
      <Stack gap="xs" mt={4}>
        {options.map((option, index) => (
          <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
            <TextInput
              ref={(element) => {
                inputs.current[index] = element;
              }}
              flex={1}
              aria-label={`Opção ${index + 1}`}
              placeholder={`Opção ${index + 1}`}
              value={option}
              onChange={(event) => change(index, event.currentTarget.value)}
              onKeyDown={addOnEnter}
              error={errors[index]}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              size={36}
              aria-label={`Remover a opção ${index + 1}`}
              onClick={() => remove(index)}
            >
              <IconTrash size={18} stroke={1.6} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Group gap="xs">
          <Button variant="subtle" size="compact-sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => add()}>
            Adicionar opção
          </Button>
          {!hasOther && (
            <Button variant="subtle" color="gray" size="compact-sm" onClick={() => add(OTHER_OPTION)}>
              Adicionar “{OTHER_OPTION}”
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          Uma opção “Outros” fica sempre por último e abre um espaço para escrever a resposta.
        </Text>
      </Stack>
    </Input.Wrapper>
  );
}
