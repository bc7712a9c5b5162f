// The legal-status CSV batches that set the non-normal legal statuses.
import { ID_PREFIXES } from '../../src/shared/id-patterns';
import type { LegalStatus } from '../../src/shared/legal-status';
import { DAY, type Generator } from './state';

export function makeBatches(gen: Generator): void {
  const { rng, now } = gen;
  const withStatus = gen.consumers.filter((c) => c.legalStatus !== 'Normal');
  if (!withStatus.length) return;
  const first = now - rng.int(20, 60) * DAY;
  const second = now - rng.int(2, 10) * DAY;
  const batches = [
    { at: first, items: withStatus.slice(0, Math.ceil(withStatus.length / 2)), missing: false },
    { at: second, items: withStatus.slice(Math.ceil(withStatus.length / 2)), missing: true },
  ];
  for (const b of batches) {
    if (!b.items.length) continue;
    const id = `${ID_PREFIXES.legalStatusBatch}${Math.trunc(b.at)}`;
    const by = 'admin@example.com';
    const rows = b.items.map((c) => ({
      consumerId: c.id,
      desired: c.legalStatus as LegalStatus,
      ok: true as boolean,
      error: null as string | null,
    }));
    if (b.missing)
      rows.push({
        consumerId: rng.id(ID_PREFIXES.consumer),
        desired: 'Dead',
        ok: false,
        error: 'NotFound',
      });
    const failures = rows.filter((r) => !r.ok).length;
    gen.legalStatusBatches.push({
      id,
      comment: b.missing ? '弁護士からの受任通知に基づく一括更新' : null,
      length: rows.length,
      createdBy: by,
      createdAt: new Date(b.at),
      completedAt: new Date(b.at + rng.int(5, 90) * 1000),
      successes: rows.length - failures,
      failures,
      success: true,
      error: null,
    });
    rows.forEach((r, k) =>
      gen.legalStatusBatchItems.push({
        batchId: id,
        position: k + 1,
        consumerId: r.consumerId,
        desiredStatus: r.desired,
        previousStatus: r.ok ? 'Normal' : null,
        success: r.ok,
        error: r.error,
        processedAt: new Date(b.at + (k + 1) * 200),
      }),
    );
  }
}
