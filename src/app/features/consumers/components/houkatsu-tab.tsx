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
import { houkatsuTabQueryOptions, type HoukatsuTabData } from '../api/consumer-tab-queries';
import { CONSUMER_TABLE_LABELS as L, FIELD_LABELS as F, MONTHLY_POWER_COLUMNS as M } from '../consumer-texts';
import { useT } from '../../../../i18n/use-t';
import { QueryState } from '../../../ui/query-state';

type NlpReport = NonNullable<HoukatsuTabData['nlpReport']>;

const CHANGE_COLUMNS: readonly Column<NlpReport['changeInMonthlyPower'][number]>[] = [
  { key: 'cycle', header: M.cycle, cell: (c) => c.cycle },
  { key: 'next-month-due', header: M.nextMonthDue, cell: (c) => yenOrNotAvailable(c.nextMonthDue) },
  {
    key: 'unconfirmed',
    header: M.unconfirmed,
    cell: (c) => yenOrNotAvailable(c.unconfirmedPaymentsAndUnconfirmedFutureExposures),
  },
  { key: 'predictive', header: M.predictive, cell: (c) => yenOrNotAvailable(c.predictiveMonthlyPower) },
  {
    key: 'remaining',
    header: M.remaining,
    cell: (c) => yenOrNotAvailable(c.remainingBalanceOfAvailableAmount),
  },
];

const SYNTHETIC_COLUMNS: readonly Column<NonNullable<NlpReport['syntheticMonthlyPower']>['plus'][number]>[] =
  [
    { key: 'name', header: M.name, rowHeader: true, cell: (item) => item.name },
    { key: 'amount', header: M.amount, cell: (item) => formatYen(item.amount) },
  ];

export function HoukatsuTab({ consumerId, data }: { consumerId: string; data: ConsumerPageData }) {
  useT(); // renders again on a language switch
  const nlp = useQuery(houkatsuTabQueryOptions(consumerId));
  return (
    <>
      <KeyValueTable
        rows={[
          [
            F.houkatsuStatus,
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
            <h3>{F.nlpMigration}</h3>
            {migration ? (
              <KeyValueTable
                rows={[
                  [F.status, <StatusTag status={migration.status} />],
                  [F.updated, dateTimeOrNotAvailable(migration.updatedAt)],
                ]}
              />
            ) : (
              <EmptyBox />
            )}
            <h3>{F.monthlyPowerReport}</h3>
            {report ? (
              <>
                <KeyValueTable
                  rows={[
                    [F.computationCycle, report.computationCycle],
                    [F.nmdLimit, yenOrNotAvailable(report.nmdLimit)],
                    [F.nextMonthDue, yenOrNotAvailable(report.nextMonthDue)],
                    [F.multiplier, textOrNotAvailable(report.multiplier)],
                    [F.treLimit, yenOrNotAvailable(report.treLimit)],
                    [F.tre, yenOrNotAvailable(report.tre)],
                    [F.availableAmount, yenOrNotAvailable(report.availableAmount)],
                    [F.currentMonthlyPower, yenOrNotAvailable(report.currentMonthlyPower)],
                    [F.unconfirmedPayments, yenOrNotAvailable(report.unconfirmedPayments)],
                    [F.closedBillsAmount, yenOrNotAvailable(report.closedBillsAmount)],
                  ]}
                />
                <CsvExportRow table="nlp_monthly_power_changes" scope={{ consumerId }} />
                <DataTable
                  rows={report.changeInMonthlyPower}
                  columns={CHANGE_COLUMNS}
                  rowKey={(c) => String(c.cycle)}
                  label={L.changeInMonthlyPower}
                  caption={L.changeInMonthlyPower}
                  whenEmpty="table"
                />
                {(report.syntheticMonthlyPower?.plus.length ?? 0) > 0 && (
                  <CsvExportRow table="nlp_synthetic_monthly_power" scope={{ consumerId }} />
                )}
                <DataTable
                  rows={report.syntheticMonthlyPower?.plus ?? []}
                  columns={SYNTHETIC_COLUMNS}
                  rowKey={(item) => item.name}
                  label={L.syntheticMonthlyPower}
                  caption={L.syntheticMonthlyPowerCaption}
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
