// @vitest-environment jsdom
// A durable job's failed chunk in the console: 再試行中 with the reason code and the next try,
// 失敗（再試行上限） once the job is given up, nothing while no chunk failed; the bulk cancellation page stops
// waiting for a job given up.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { JobRetryState } from '../../src/app/ui/job-state';
import { runBulkCancellation } from '../../src/app/features/installment-plan-cancel/installment-plan-cancel-rules';

afterEach(cleanup);

const AT = Date.UTC(2026, 0, 15, 3, 4, 5);

describe('JobRetryState', () => {
  it('says the runner tries again, with the reason code and the time', () => {
    render(
      <JobRetryState retry={{ attempts: 2, reasonCode: '23514', nextRunAt: AT, deadLetteredAt: null }} />,
    );
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('再試行中');
    expect(notice.textContent).toContain('理由コード: 23514');
    expect(notice.textContent).toContain('2 回失敗しました');
    expect(notice.textContent).toContain('2026-01-15 12:04');
  });

  it('says the job was given up after the retry limit', () => {
    render(
      <JobRetryState retry={{ attempts: 5, reasonCode: 'P0001', nextRunAt: null, deadLetteredAt: AT }} />,
    );
    const notice = screen.getByRole('alert');
    expect(notice.textContent).toContain('失敗（再試行上限）');
    expect(notice.textContent).toContain('理由コード: P0001');
    expect(notice.textContent).toContain('5 回続けて失敗したため処理を止めました');
  });

  it('shows nothing while no chunk failed', () => {
    const { container } = render(<JobRetryState retry={null} />);
    expect(container.textContent).toBe('');
  });
});

describe('runBulkCancellation', () => {
  it('stops waiting for a job given up after the retry limit, with the results so far', async () => {
    let polls = 0;
    const results = await runBulkCancellation(['isp_0000000000000001', 'isp_0000000000000002'], {
      start: async () => ({ id: 'j', length: 2, done: 0, completedAt: null, results: [] }),
      poll: async () => {
        polls++;
        return {
          id: 'j',
          length: 2,
          done: 1,
          completedAt: null,
          results: [{ id: 'isp_0000000000000001', status: 'Success' }],
          retry: { deadLetteredAt: polls >= 2 ? AT : null },
        };
      },
      wait: async () => undefined,
      onProgress: () => undefined,
    });
    expect(polls).toBe(2);
    expect(results.map((r) => r.id)).toEqual(['isp_0000000000000001']);
  });
});
