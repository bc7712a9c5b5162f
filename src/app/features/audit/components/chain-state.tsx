// The hash chain's state on the /audit page (issue 19, part 2): the head (sequence, hash, time), the last
// verification (intact through which sequence, or the first broken row) and "Verify now", which starts the check
// as a durable job on the server and follows its progress.
import { useQuery } from '@tanstack/react-query';
import type { AuditVerificationFieldsFragment } from '../../../api/generated/graphql';
import { ActionButton } from '../../../ui/action-availability';
import { formatDateTime } from '../../../../shared/format';
import { KeyValueTable } from '../../../ui/key-value-table';
import { QueryState } from '../../../ui/query-state';
import { useAction } from '../../../ui/use-action';
import { auditChainQuery, auditKeys, verifyAuditChain } from '../api/audit-api';
import { verificationProgress } from '../audit-rules';
import { AUDIT_TEXTS as T } from '../audit-texts';

function LastVerification({ run }: { run: AuditVerificationFieldsFragment | null | undefined }) {
  if (!run) return <>{T.lastVerifiedNone}</>;
  const at = formatDateTime(run.completedAt ?? run.requestedAt);
  if (run.status === 'Intact')
    return <span className="audit-chain__intact">{T.verifiedThrough(run.throughSequence, at)}</span>;
  return (
    <span className="audit-chain__broken" role="alert">
      {run.brokenSequence
        ? T.brokenAt(run.brokenSequence, run.brokenRowId ?? '—', at)
        : T.brokenUnchained(run.brokenRowId ?? '—', at)}
      {run.problem ? `: ${run.problem}` : ''}
    </span>
  );
}

function Progress({ run }: { run: AuditVerificationFieldsFragment }) {
  const total = Number(run.throughSequence);
  return (
    <div className="audit-chain__progress" role="status">
      <span>{T.verifying}</span>{' '}
      <progress value={run.checkedRows} max={Math.max(total, 1)} aria-label={T.verifying} />{' '}
      <span>{verificationProgress(run)}</span>
    </div>
  );
}

export function ChainState() {
  const chain = useQuery(auditChainQuery());
  const verify = useAction({
    mutationFn: (_vars: void, { idempotencyKey }) => verifyAuditChain(idempotencyKey),
    // The chain state, and the rows: starting the run wrote its own audit row.
    invalidate: () => [auditKeys.all],
    successToast: T.verifyStarted,
    errorToast: T.verifyFailed,
  });
  return (
    <section className="audit-chain" aria-labelledby="audit-chain-heading">
      <div className="table-section__head">
        <h2 id="audit-chain-heading">{T.chain}</h2>
        <ActionButton
          className="button button--primary"
          disabled={verify.pending || Boolean(chain.data?.running)}
          onClick={() => void verify.run()}
        >
          {T.verifyNow}
        </ActionButton>
      </div>
      <QueryState query={chain} isEmpty={() => false}>
        {(state) => (
          <>
            <KeyValueTable
              rows={[
                [T.headSequence, state.headSequence ?? T.emptyLog],
                [
                  T.headHash,
                  state.headHash ? <code className="audit-chain__hash">{state.headHash}</code> : '—',
                ],
                [T.headAt, state.headAt == null ? '—' : formatDateTime(state.headAt)],
                [T.lastVerified, <LastVerification key="last" run={state.lastVerification} />],
              ]}
            />
            {state.running && <Progress run={state.running} />}
          </>
        )}
      </QueryState>
    </section>
  );
}
