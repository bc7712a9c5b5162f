// The hash chain's state on the /audit page: the head (sequence, hash, time), the last
// verification (intact through which sequence, or the first broken row) and "Verify now", which starts the check
// as a durable job on the server and follows its progress.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AuditVerificationFieldsFragment } from '../../../api/generated/graphql';
import { ActionButton } from '../../../ui/action-availability';
import { formatDateTime } from '../../../../shared/format';
import { KeyValueTable } from '../../../ui/key-value-table';
import { QueryState } from '../../../ui/query-state';
import { useAction } from '../../../ui/use-action';
import { auditChainQueryOptions, auditKeys, verifyAuditChain } from '../api/audit-api';
import {
  VERIFICATION_REFETCH_MS,
  chainNeedsRefetch,
  verificationProgress,
  type AskedRun,
} from '../audit-rules';
import { useT } from '../../../../i18n/use-t';

function LastVerification({ run }: { run: AuditVerificationFieldsFragment | null | undefined }) {
  const t = useT();
  if (!run) return <>{t('audit.lastVerifiedNone')}</>;
  const at = formatDateTime(run.completedAt ?? run.requestedAt);
  if (run.status === 'Intact')
    return (
      <span className="audit-chain__intact">
        {t('audit.verifiedThrough', { sequence: run.throughSequence, at: at })}
      </span>
    );
  return (
    <span className="audit-chain__broken" role="alert">
      {run.brokenSequence
        ? t('audit.brokenAt', { sequence: run.brokenSequence, rowId: run.brokenRowId ?? '—', at: at })
        : t('audit.brokenUnchained', { rowId: run.brokenRowId ?? '—', at: at })}
      {run.problem ? `: ${run.problem}` : ''}
    </span>
  );
}

function Progress({ run }: { run: AuditVerificationFieldsFragment }) {
  const t = useT();
  const total = Number(run.throughSequence);
  return (
    <div className="audit-chain__progress" role="status">
      <span>{t('audit.verifying')}</span>{' '}
      <progress value={run.checkedRows} max={Math.max(total, 1)} aria-label={t('audit.verifying')} />{' '}
      <span>{verificationProgress(run)}</span>
    </div>
  );
}

export function ChainState() {
  const t = useT();
  // The run 今すぐ検証 asked for: the panel is asked again until it shows that run finished and the head it wrote.
  const [asked, setAsked] = useState<AskedRun | null>(null);
  const chain = useQuery({
    ...auditChainQueryOptions(),
    refetchInterval: (query) =>
      chainNeedsRefetch(query.state.data, asked) ? VERIFICATION_REFETCH_MS : false,
  });
  const verify = useAction({
    mutationFn: (_vars: void, { idempotencyKey }) => verifyAuditChain(idempotencyKey),
    // The chain state (the head moved: starting the run wrote its own audit row), and the rows.
    invalidate: () => [auditKeys.all],
    successToast: t('audit.verifyStarted'),
    errorToast: t('audit.verifyFailed'),
    onSuccess: (run) => setAsked({ id: run.id, throughSequence: run.throughSequence }),
  });
  return (
    <section className="audit-chain" aria-labelledby="audit-chain-heading">
      <div className="table-section__head">
        <h2 id="audit-chain-heading">{t('audit.chain')}</h2>
        <ActionButton
          className="button button--primary"
          disabled={verify.pending || Boolean(chain.data?.running)}
          onClick={() => void verify.run()}
        >
          {t('audit.verifyNow')}
        </ActionButton>
      </div>
      <QueryState query={chain} isEmpty={() => false}>
        {(state) => (
          <>
            <KeyValueTable
              rows={[
                [t('audit.headSequence'), state.headSequence ?? t('audit.emptyLog')],
                [
                  t('audit.headHash'),
                  state.headHash ? <code className="audit-chain__hash">{state.headHash}</code> : '—',
                ],
                [t('audit.headAt'), state.headAt == null ? '—' : formatDateTime(state.headAt)],
                [t('audit.lastVerified'), <LastVerification key="last" run={state.lastVerification} />],
              ]}
            />
            {state.running && <Progress run={state.running} />}
          </>
        )}
      </QueryState>
    </section>
  );
}
