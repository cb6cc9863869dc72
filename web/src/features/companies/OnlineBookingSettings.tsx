import { Button, CopyButton, Group, NumberInput, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { paths } from '../../lib/paths';
import { useMutationPromise } from '../../relay/useMutationPromise';
import { notify } from '../../ui/notify';
import type { OnlineBookingSettings_company$key } from './__generated__/OnlineBookingSettings_company.graphql';
import type { OnlineBookingSettingsMutation } from './__generated__/OnlineBookingSettingsMutation.graphql';

const fragment = graphql`
  fragment OnlineBookingSettings_company on Company {
    id
    hashid
    onlineBookingEnabled
    bookingSlotMinutes
    reminderHoursBefore
  }
`;

const mutation = graphql`
  mutation OnlineBookingSettingsMutation($input: UpdateCompanyInput!) {
    updateCompany(input: $input) {
      company {
        ...OnlineBookingSettings_company
      }
      fullMessages
    }
  }
`;

/** The public booking page's address for a company. */
export const bookingLink = (hashid: string) => `${window.location.origin}${paths.booking(hashid)}`;

/** /business/main's 'Agendamento online': the public page on or off, its slot length, the reminders' advance and the link to share. */
export function OnlineBookingSettings({ company: key }: { company: OnlineBookingSettings_company$key }) {
  const company = useFragment(fragment, key);
  const [enabled, setEnabled] = useState(company.onlineBookingEnabled);
  const [slotMinutes, setSlotMinutes] = useState<number>(company.bookingSlotMinutes);
  const [reminderHours, setReminderHours] = useState<number>(company.reminderHoursBefore);
  const [save, saving] = useMutationPromise<OnlineBookingSettingsMutation>(mutation);
  const link = bookingLink(company.hashid);

  const submit = async () => {
    try {
      const answer = await save({
        variables: { input: { onlineBookingEnabled: enabled, bookingSlotMinutes: slotMinutes, reminderHoursBefore: reminderHours } },
        skipErrorToast: true,
      });
      const message = answer.updateCompany.fullMessages[0];
      if (message) notify.error(message);
      else notify.success('Agendamento online salvo.');
    } catch {
      notify.error('Não foi possível salvar. Tente de novo.');
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} mt="lg" component="section" aria-labelledby="online-booking-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} fz="lg" id="online-booking-title">
              Agendamento online
            </Title>
            <Text size="sm" c="dimmed">
              Uma página pública onde os clientes escolhem um horário livre, e lembretes por e-mail com links para confirmar ou cancelar.
            </Text>
          </Stack>
          <Switch label="Aceitar agendamentos online" checked={enabled} onChange={(event) => setEnabled(event.currentTarget.checked)} />
          <Group grow gap="sm" align="flex-start">
            <NumberInput label="Duração de cada horário (min)" min={10} max={240} step={5} value={slotMinutes} onChange={(value) => setSlotMinutes(Number(value) || 50)} />
            <NumberInput label="Lembrete (horas antes)" description="0 desliga os lembretes." min={0} max={168} value={reminderHours} onChange={(value) => setReminderHours(Number(value) || 0)} />
          </Group>
          <TextInput
            label="Link público"
            value={link}
            readOnly
            description={enabled ? undefined : 'Funciona depois que o agendamento online for ligado e salvo.'}
            rightSectionWidth={96}
            rightSection={
              <CopyButton value={link}>
                {({ copied, copy }) => (
                  <Button size="compact-sm" variant="light" onClick={copy} leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}>
                    {copied ? 'Copiado' : 'Copiar'}
                  </Button>
                )}
              </CopyButton>
            }
          />
          <Group justify="flex-end">
            <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
              Salvar agendamento online
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
