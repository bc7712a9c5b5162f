// Houkatsu tab (document 2 §2 "NLP section"): the houkatsu status, the NLP migration status and the
// monthly-power report tables.
import { useQuery } from '@tanstack/react-query';
import { CsvExportRow } from '../../../ui/csv-export-button';
import { DataTable, type Column } from '../../../ui/data-table';
import { EmptyBox } from '../../../ui/empty-box';
import { KeyValueTable } from '../../../ui/key-value-table';
import { dateTimeOrNotAvailable, yenOrNotAvailable, textOrNotAvailable } from '../../../ui/not-available';
import { formatYen } from '../../../../shared/format';
import { StatusTag } from '../../../ui/status-tag';
import type { ConsumerPageData } from '../api/consumer-page-query';
import type { NlpReportFieldsFragment } from '../../../api/generated/graphql';
import { houkatsuTabQueryOptions } from '../api/consumer-tab-queries';
import { CONSUMER_TABLE_LABELS, FIELD_LABELS, MONTHLY_POWER_COLUMNS } from '../consumer-texts';
import { useT } from '../../../../i18n/use-t';
import { QueryState } from '../../../ui/query-state';

type NlpReport = NlpReportFieldsFragment;

const CHANGE_COLUMNS: readonly Column<NlpReport['changeInMonthlyPower'][number]>[] = [
  { key: 'cycle', header: MONTHLY_POWER_COLUMNS.cycle, cell: (c) => c.cycle },
  {
    key: 'next-month-due',
    header: MONTHLY_POWER_COLUMNS.nextMonthDue,
    cell: (c) => yenOrNotAvailable(c.nextMonthDue),
  },
  {
    key: 'unconfirmed',
    header: MONTHLY_POWER_COLUMNS.unconfirmed,
    cell: (c) => yenOrNotAvailable(c.unconfirmedPaymentsAndUnconfirmedFutureExposures),
  },
  {
    key: 'predictive',
    header: MONTHLY_POWER_COLUMNS.predictive,
    cell: (c) => yenOrNotAvailable(c.predictiveMonthlyPower),
  },
  {
    key: 'remaining',
    header: MONTHLY_POWER_COLUMNS.remaining,
    cell: (c) => yenOrNotAvailable(c.remainingBalanceOfAvailableAmount),
  },
];

const SYNTHETIC_COLUMNS: readonly Column<NonNullable<NlpReport['syntheticMonthlyPower']>['plus'][number]>[] =
  [
    { key: 'name', header: MONTHLY_POWER_COLUMNS.name, rowHeader: true, cell: (item) => item.name },
    { key: 'amount', header: MONTHLY_POWER_COLUMNS.amount, cell: (item) => formatYen(item.amount) },
  ];

export function HoukatsuTab({ consumerId, data }: { consumerId: string; data: ConsumerPageData }) {
  useT(); // renders again on a language switch
  const nlp = useQuery(houkatsuTabQueryOptions(consumerId));
  return (
    <>
      <KeyValueTable
        rows={[
          [
            FIELD_LABELS.houkatsuStatus,
            data.plusstatus ? (
              <StatusTag status={data.plusstatus.houkatsuStatus} />
            ) : (
              textOrNotAvailable(null)
            ),
          ],
        ]}
      />
      <QueryState query={nlp}>
        {({ nlpMigrationStatus: migration, nlpReport: report }) => (
          <>
            <h3>{FIELD_LABELS.nlpMigration}</h3>
            {migration ? (
              <KeyValueTable
                rows={[
                  [FIELD_LABELS.status, <StatusTag status={migration.status} />],
                  [FIELD_LABELS.updated, dateTimeOrNotAvailable(migration.updatedAt)],
                ]}
              />
            ) : (
              <EmptyBox />
            )}
            <h3>{FIELD_LABELS.monthlyPowerReport}</h3>
            {report ? (
              <>
                <KeyValueTable
                  rows={[
                    [FIELD_LABELS.computationCycle, report.computationCycle],
                    [FIELD_LABELS.nmdLimit, yenOrNotAvailable(report.nmdLimit)],
                    [FIELD_LABELS.nextMonthDue, yenOrNotAvailable(report.nextMonthDue)],
                    [FIELD_LABELS.multiplier, textOrNotAvailable(report.multiplier)],
                    [FIELD_LABELS.treLimit, yenOrNotAvailable(report.treLimit)],
                    [FIELD_LABELS.tre, yenOrNotAvailable(report.tre)],
                    [FIELD_LABELS.availableAmount, yenOrNotAvailable(report.availableAmount)],
                    [FIELD_LABELS.currentMonthlyPower, yenOrNotAvailable(report.currentMonthlyPower)],
                    [FIELD_LABELS.unconfirmedPayments, yenOrNotAvailable(report.unconfirmedPayments)],
                    [FIELD_LABELS.closedBillsAmount, yenOrNotAvailable(report.closedBillsAmount)],
                  ]}
                />
                <CsvExportRow table="nlp_monthly_power_changes" scope={{ consumerId }} />
                <DataTable
                  rows={report.changeInMonthlyPower}
                  columns={CHANGE_COLUMNS}
                  rowKey={(c) => String(c.cycle)}
                  label={CONSUMER_TABLE_LABELS.changeInMonthlyPower}
                  caption={CONSUMER_TABLE_LABELS.changeInMonthlyPower}
                  whenEmpty="table"
                />
                {(report.syntheticMonthlyPower?.plus.length ?? 0) > 0 && (
                  <CsvExportRow table="nlp_synthetic_monthly_power" scope={{ consumerId }} />
                )}
                <DataTable
                  rows={report.syntheticMonthlyPower?.plus ?? []}
                  columns={SYNTHETIC_COLUMNS}
                  rowKey={(item) => item.name}
                  label={CONSUMER_TABLE_LABELS.syntheticMonthlyPower}
                  caption={CONSUMER_TABLE_LABELS.syntheticMonthlyPowerCaption}
                  showHeader={false}
                  whenEmpty="hide"
                />
              </>
            ) : (
              <EmptyBox />
            )}
          </>
        )}
      </QueryState>
    </>
  );
}
