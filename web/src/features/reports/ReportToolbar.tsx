import { Button, Group, Paper, SegmentedControl, Stack, Text, useMatches } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.layer.css';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import dayjs from '../../lib/dayjs';
import { useId, useState } from 'react';
import { notify } from '../../ui/notify';
import { ExportModal } from './ExportModal';
import { saveReport, type ExportFormat } from './exporter';
import { periodBounds, REPORT_PERIOD_OPTIONS, type PeriodBounds, type ReportPeriod } from './periods';
import { EXPORT_DONE, EXPORT_EMPTY, EXPORT_FAILED, REPORT_LOAD_FAILED, type ReportTable } from './table';

/** The share of the progress bar taken by loading the rows; writing the file takes the rest. */
const LOAD_SHARE = 60;

/** How a report asks for its preview again after the period changed; a failure is told in the spec's words. */
export const REFETCH_OPTIONS = {
  fetchPolicy: 'network-only',
  onComplete: (error: Error | null) => {
    if (error) notify.error(REPORT_LOAD_FAILED, { id: `load-failure:${REPORT_LOAD_FAILED}` });
  },
} as const;

type Props = {
  /** 'Período de cadastro', 'Período de criação'. */
  label: string;
  /** The report shows the period's preview; called only when the days really changed. */
  onPeriodChange: (bounds: PeriodBounds) => void;
  /** Every row of the period as the file's table, reporting the share of rows loaded. */
  loadTable: (bounds: PeriodBounds, onProgress: (share: number) => void) => Promise<ReportTable>;
  /** The file's name before its timestamp: 'relatorio-pacientes'. */
  fileBase: string;
};

/**
 * A report's period filter (all, today, the last 7 days, this month, or two chosen days) and its
 * CSV and XLSX exports, with the progress modal while the rows load and the file is written.
 */
export function ReportToolbar({ label, onPeriodChange, loadTable, fileBase }: Props) {
  const labelId = useId();
  const [period, setPeriod] = useState<ReportPeriod>('all');
  const [custom, setCustom] = useState<[string | null, string | null]>([null, null]);
  const [bounds, setBounds] = useState<PeriodBounds>({ createdFrom: null, createdTo: null });
  const [progress, setProgress] = useState<number | null>(null);
  const [format, setFormat] = useState<ExportFormat>('csv');

  const applyPeriod = (nextPeriod: ReportPeriod, nextCustom: [string | null, string | null]) => {
    setPeriod(nextPeriod);
    setCustom(nextCustom);
    const next = periodBounds(nextPeriod, { from: nextCustom[0], to: nextCustom[1] });
    if (next.createdFrom === bounds.createdFrom && next.createdTo === bounds.createdTo) return;
    setBounds(next);
    onPeriodChange(next);
  };

  const exportAs = async (chosen: ExportFormat) => {
    setFormat(chosen);
    setProgress(0);
    try {
      const table = await loadTable(bounds, (share) => setProgress(share * LOAD_SHARE));
      if (table.rows.length === 0) {
        notify.warning(EXPORT_EMPTY);
        return;
      }
      await saveReport(table, chosen, fileBase, (share) => setProgress(LOAD_SHARE + share * (100 - LOAD_SHARE)));
      setProgress(100);
      notify.success(EXPORT_DONE);
    } catch (error) {
      console.error('export failed', error);
      notify.error(EXPORT_FAILED);
    } finally {
      setProgress(null);
    }
  };

  const exportButton = (chosen: ExportFormat) => ({
    onClick: () => void exportAs(chosen),
    loading: progress !== null && format === chosen,
    disabled: progress !== null,
  });

  // On a phone the five periods stand one under another, all of them in sight.
  const narrow = useMatches({ base: true, sm: false });
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Text fw={600} id={labelId}>
          {label}
        </Text>
        <SegmentedControl
          aria-labelledby={labelId}
          data={REPORT_PERIOD_OPTIONS}
          value={period}
          onChange={(value) => applyPeriod(value as ReportPeriod, custom)}
          orientation={narrow ? 'vertical' : 'horizontal'}
          fullWidth={narrow}
          style={{ alignSelf: narrow ? 'stretch' : 'flex-start' }}
        />
        {period === 'custom' && (
          <DatePickerInput
            type="range"
            label="De — até"
            placeholder="Escolha as duas datas"
            valueFormat="DD/MM/YYYY"
            value={custom}
            onChange={(value) => {
              const [from, to] = value as [string | Date | null, string | Date | null];
              const day = (date: string | Date | null) => (date ? dayjs(date).format('YYYY-MM-DD') : null);
              applyPeriod('custom', [day(from), day(to)]);
            }}
            clearable
            maw={320}
          />
        )}
        <Group gap="sm">
          <Button leftSection={<IconFileTypeCsv size={18} aria-hidden />} {...exportButton('csv')}>
            Exportar CSV
          </Button>
          <Button variant="light" color="teal" leftSection={<IconFileSpreadsheet size={18} aria-hidden />} {...exportButton('xlsx')}>
            Exportar XLSX
          </Button>
        </Group>
      </Stack>
      <ExportModal progress={progress} format={format} />
    </Paper>
  );
}
