import { ActionIcon, Checkbox, InputBase, Popover, Radio, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import '@mantine/dates/styles.layer.css';
// The pickers write month and day names through dayjs, in the locale it sets.
import '../../lib/dayjs';
import { useDisclosure } from '@mantine/hooks';
import { brazilianDateToIso, CPF_MASK, isoDateToBrazilian, isOtherOption } from '@practice/common';
import { IconCalendar } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { IMaskInput } from 'react-imask';
import { PhoneField } from '../../ui/PhoneField';
import { typeOf, type AnswerState, type FormField } from './answers';

type AnswerInputProps = {
  field: FormField;
  state: AnswerState;
  onChange: (state: AnswerState) => void;
  error?: string;
};

const OTHER_PLACEHOLDER = 'Escreva aqui';

/** The text box an 'Outros' option opens; what is typed is kept in braces after the option. */
function OtherText({ option, value, onChange }: { option: string; value: string; onChange: (text: string) => void }) {
  return (
    <TextInput
      aria-label={`${option}: qual?`}
      placeholder={OTHER_PLACEHOLDER}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maw={420}
    />
  );
}

/** A date typed as DD/MM/YYYY, or picked from a calendar. */
function DateAnswer({ label, required, error, value, onChange }: { label: ReactNode; required: boolean; error?: string; value: string; onChange: (text: string) => void }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const picked = brazilianDateToIso(value) ?? null;
  return (
    <InputBase
      label={label}
      withAsterisk={required}
      error={error}
      component={IMaskInput}
      mask="00/00/0000"
      value={value}
      onAccept={(accepted: string) => onChange(accepted)}
      placeholder="dd/mm/aaaa"
      inputMode="numeric"
      maw={220}
      rightSection={
        <Popover opened={opened} onChange={(next) => !next && close()} position="bottom-end" shadow="md" withinPortal trapFocus>
          <Popover.Target>
            <ActionIcon variant="subtle" color="gray" onClick={toggle} aria-label="Escolher a data no calendário">
              <IconCalendar size={18} stroke={1.6} aria-hidden />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown>
            <DatePicker
              value={picked}
              defaultDate={picked ?? undefined}
              onChange={(date) => {
                if (date) onChange(isoDateToBrazilian(date));
                close();
              }}
            />
          </Popover.Dropdown>
        </Popover>
      }
    />
  );
}

/** The input a question's answer type asks for (spec section 2, form inputs). */
export function AnswerInput({ field, state, onChange, error }: AnswerInputProps) {
  const id = useId();
  const type = typeOf(field);
  const label = field.question;
  const required = field.mandatory;

  if (state.kind === 'choice') {
    const otherChosen = state.chosen.find(isOtherOption);
    const other = otherChosen ? (
      <OtherText option={otherChosen} value={state.other} onChange={(text) => onChange({ ...state, other: text })} />
    ) : null;
    if (type === 'multiple_response') {
      return (
        <Checkbox.Group label={label} withAsterisk={required} error={error} value={state.chosen} onChange={(chosen) => onChange({ ...state, chosen })}>
          <Stack gap="xs" mt={6}>
            {field.options.map((option) => (
              <Checkbox key={option} value={option} label={option} />
            ))}
            {other}
          </Stack>
        </Checkbox.Group>
      );
    }
    if (type === 'selectbox') {
      return (
        <Stack gap="xs">
          <Select
            label={label}
            withAsterisk={required}
            error={error}
            data={[...field.options]}
            value={state.chosen[0] ?? null}
            onChange={(option) => onChange({ ...state, chosen: option ? [option] : [] })}
            placeholder="Selecione"
            clearable={!required}
            maw={420}
            comboboxProps={{ withinPortal: true }}
          />
          {other}
        </Stack>
      );
    }
    return (
      <Radio.Group label={label} withAsterisk={required} error={error} value={state.chosen[0] ?? null} onChange={(option) => onChange({ ...state, chosen: [option] })}>
        <Stack gap="xs" mt={6}>
          {field.options.map((option) => (
            <Radio key={option} value={option} label={option} />
          ))}
          {other}
        </Stack>
      </Radio.Group>
    );
  }

  const text = state.text;
  const setText = (next: string) => onChange({ kind: 'text', text: next });
  const common = { label, withAsterisk: required, error, id };
  switch (type) {
    case 'text':
      return <Textarea {...common} value={text} onChange={(event) => setText(event.currentTarget.value)} autosize minRows={3} maxRows={10} />;
    case 'cpf':
      return (
        <InputBase
          {...common}
          component={IMaskInput}
          mask={CPF_MASK}
          value={text}
          onAccept={(accepted: string) => setText(accepted)}
          placeholder="000.000.000-00"
          inputMode="numeric"
          maw={220}
        />
      );
    case 'date':
      return <DateAnswer label={label} required={required} error={error} value={text} onChange={setText} />;
    case 'time':
      return (
        <InputBase
          {...common}
          component={IMaskInput}
          mask="00:00"
          value={text}
          onAccept={(accepted: string) => setText(accepted)}
          placeholder="HH:MM"
          inputMode="numeric"
          maw={140}
        />
      );
    case 'phone':
      return <PhoneField {...common} value={text} onChange={setText} maw={220} />;
    case 'rg':
      return <TextInput {...common} value={text} onChange={(event) => setText(event.currentTarget.value)} placeholder="00.000.000-0" maw={220} />;
    default:
      return <TextInput {...common} value={text} onChange={(event) => setText(event.currentTarget.value)} />;
  }
}
