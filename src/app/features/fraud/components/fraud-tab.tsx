// Fraud tab (document 2 §2): fraud flags, assessment exclusion flags and fraud logs, three stacked tables
// each paged by FRAUD_LOG_PAGE_SIZE. The flags and exclusions come with the page query; the log is fetched
// here. The add / unflag / remove / create-log actions are laid out disabled until they ship.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FRAUD_LOG_PAGE_SIZE } from '../../../constants';
import { ActionButton } from '../../../ui/action-availability';
import { EmptyBox } from '../../../ui/empty-box';
import { formatDateTime } from '../../../ui/format';
import { Paged } from '../../../ui/pager';
import { QueryError } from '../../../ui/query-error';
import { MESSAGES } from '../../../messages';
import type {
  AssessmentExclusionRowFieldsFragment,
  ConsumerFraudFlagRowFieldsFragment,
} from '../../../api/generated/graphql';
import { fraudEventLogsQueryOptions } from '../api/consumer-fraud-queries';
import { FRAUD_TEXTS as T } from '../fraud-texts';

function Disabled({ children }: { children: ReactNode }) {
  return (
    <ActionButton className="button" unavailableReason={T.notAvailableYet}>
      {children}
    </ActionButton>
  );
}

function Section({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="fraud-section" aria-labelledby={id}>
      <div className="fraud-section__head">
        <h3 id={id}>{title}</h3>
        {action}
      </div>
      {children}
    </section>
  );
}

/**
 * `flags` and `exclusions` come with the consumer page query (fragments in ./fraud-tab.fragment.ts); the
 * exclusions only for holders of assessment_exclusions.read (`canReadExclusions`).
 */
export function FraudTab({
  consumerId,
  flags,
  exclusions,
  canReadExclusions,
}: {
  consumerId: string;
  flags: readonly ConsumerFraudFlagRowFieldsFragment[];
  exclusions: readonly AssessmentExclusionRowFieldsFragment[] | null | undefined;
  canReadExclusions: boolean;
}) {
  const logs = useQuery(fraudEventLogsQueryOptions(consumerId));
  return (
    <>
      <Section id="fraud-flags" title={T.fraudFlags} action={<Disabled>{T.addFlag}</Disabled>}>
        {flags.length === 0 ? (
          <EmptyBox>{T.noFraudFlags}</EmptyBox>
        ) : (
          <Paged rows={flags} pageSize={FRAUD_LOG_PAGE_SIZE} label={`${T.fraudFlags} ページ送り`}>
            {(rows) => (
              <table className="data-table" aria-label={T.fraudFlags}>
                <thead>
                  <tr>
                    <th scope="col">ID</th>
                    <th scope="col">Created</th>
                    <th scope="col">Reason</th>
                    <th scope="col">Creator</th>
                    <th scope="col">
                      <span className="visually-hidden">{T.unflag}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((f) => (
                    <tr key={f.id}>
                      <td className="mono">{f.id}</td>
                      <td>{formatDateTime(f.flaggedAt)}</td>
                      <td>{f.flaggedFor.reason}</td>
                      <td>{f.flaggedBy}</td>
                      <td>
                        <Disabled>{T.unflag}</Disabled>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </Paged>
        )}
      </Section>

      <Section
        id="assessment-exclusions"
        title={T.exclusions}
        action={canReadExclusions ? <Disabled>{T.addExclusion}</Disabled> : null}
      >
        {!canReadExclusions || !exclusions ? (
          <EmptyBox>{T.noExclusionPermission}</EmptyBox>
        ) : exclusions.length === 0 ? (
          <EmptyBox>{T.noExclusions}</EmptyBox>
        ) : (
          <Paged rows={exclusions} pageSize={FRAUD_LOG_PAGE_SIZE} label={`${T.exclusions} ページ送り`}>
            {(rows) => (
              <table className="data-table" aria-label={T.exclusions}>
                <thead>
                  <tr>
                    <th scope="col">ID</th>
                    <th scope="col">Created</th>
                    <th scope="col">Assessment kind</th>
                    <th scope="col">Creator</th>
                    <th scope="col">
                      <span className="visually-hidden">{T.removeExclusion}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((x) => (
                    <tr key={x.id}>
                      <td className="mono">{x.id}</td>
                      <td>{formatDateTime(x.excludedAt)}</td>
                      <td>{x.assessmentKind}</td>
                      <td>{x.excludedBy}</td>
                      <td>
                        <Disabled>{T.removeExclusion}</Disabled>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </Paged>
        )}
      </Section>

      <Section id="fraud-logs" title={T.fraudLogs} action={<Disabled>{T.createLog}</Disabled>}>
        {logs.isError ? (
          <QueryError error={logs.error} />
        ) : !logs.data ? (
          <p className="page-loading" role="status">
            {MESSAGES.common.loading}
          </p>
        ) : logs.data.length === 0 ? (
          <EmptyBox>{T.noFraudLogs}</EmptyBox>
        ) : (
          <Paged rows={logs.data} pageSize={FRAUD_LOG_PAGE_SIZE} label={`${T.fraudLogs} ページ送り`}>
            {(rows) => (
              <table className="data-table" aria-label={T.fraudLogs}>
                <thead>
                  <tr>
                    <th scope="col">Date</th>
                    <th scope="col">Creator</th>
                    <th scope="col">Message</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((l) => (
                    <tr key={l.id}>
                      <td>{formatDateTime(l.createdAt)}</td>
                      <td>{l.createdBy}</td>
                      <td className="message-text">{l.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </Paged>
        )}
      </Section>
    </>
  );
}
