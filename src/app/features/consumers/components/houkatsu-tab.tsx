// Houkatsu tab (document 2 §2 "NLP section"): the houkatsu status, the NLP migration status and the
// monthly-power report tables.
import { useQuery } from '@tanstack/react-query';
import { EmptyBox } from '../../../ui/empty-box';
import { KeyValueTable } from '../../../ui/key-value-table';
import { dateTimeOrNotAvailable, yenOrNotAvailable, textOrNotAvailable } from '../../../ui/not-available';
import { formatYen } from '../../../ui/format';
import { StatusTag } from '../../../ui/status-tag';
import type { ConsumerPageData } from '../api/consumer-page-query';
import { houkatsuTabQueryOptions } from '../api/consumer-tab-queries';
import { QueryState } from '../../../ui/query-state';

export function HoukatsuTab({ consumerId, data }: { consumerId: string; data: ConsumerPageData }) {
  const nlp = useQuery(houkatsuTabQueryOptions(consumerId));
  return (
    <>
      <KeyValueTable
        rows={[
          [
            'Houkatsu status',
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
            <h3>NLP migration status</h3>
            {migration ? (
              <KeyValueTable
                rows={[
                  ['Status', <StatusTag status={migration.status} />],
                  ['Updated', dateTimeOrNotAvailable(migration.updatedAt)],
                ]}
              />
            ) : (
              <EmptyBox />
            )}
            <h3>Monthly power report</h3>
            {report ? (
              <>
                <KeyValueTable
                  rows={[
                    ['Computation cycle', report.computationCycle],
                    ['NMD limit', yenOrNotAvailable(report.nmdLimit)],
                    ['Next month due', yenOrNotAvailable(report.nextMonthDue)],
                    ['Multiplier', textOrNotAvailable(report.multiplier)],
                    ['TRE limit', yenOrNotAvailable(report.treLimit)],
                    ['TRE', yenOrNotAvailable(report.tre)],
                    ['Available amount', yenOrNotAvailable(report.availableAmount)],
                    ['Current monthly power', yenOrNotAvailable(report.currentMonthlyPower)],
                    ['Unconfirmed payments', yenOrNotAvailable(report.unconfirmedPayments)],
                    ['Closed bills amount', yenOrNotAvailable(report.closedBillsAmount)],
                  ]}
                />
                <table className="data-table" aria-label="Change in monthly power">
                  <caption>Change in monthly power</caption>
                  <thead>
                    <tr>
                      <th scope="col">Cycle</th>
                      <th scope="col">Next month due</th>
                      <th scope="col">Unconfirmed payments and future exposures</th>
                      <th scope="col">Predictive monthly power</th>
                      <th scope="col">Remaining available amount</th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.changeInMonthlyPower.map((c) => (
                      <tr key={c.cycle}>
                        <td>{c.cycle}</td>
                        <td>{yenOrNotAvailable(c.nextMonthDue)}</td>
                        <td>{yenOrNotAvailable(c.unconfirmedPaymentsAndUnconfirmedFutureExposures)}</td>
                        <td>{yenOrNotAvailable(c.predictiveMonthlyPower)}</td>
                        <td>{yenOrNotAvailable(c.remainingBalanceOfAvailableAmount)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {report.syntheticMonthlyPower && report.syntheticMonthlyPower.plus.length > 0 && (
                  <table className="data-table" aria-label="Synthetic monthly power">
                    <caption>Synthetic monthly power (PLUS)</caption>
                    <tbody>
                      {report.syntheticMonthlyPower.plus.map((item) => (
                        <tr key={item.name}>
                          <th scope="row">{item.name}</th>
                          <td>{formatYen(item.amount)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
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
