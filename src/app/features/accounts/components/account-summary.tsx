// The account page's summary: kana and kanji names, the status tags and the running-balance block.
import { useT } from '../../../../i18n/use-t';
import { formatYen } from '../../../../shared/format';
import { textOrNotAvailable } from '../../../ui/not-available';
import { StatusTag, Tag } from '../../../ui/status-tag';
import type { AccountPageData } from '../api/account-queries';
import { accountTags, runningBalanceRows } from '../account-rules';
import { ACCOUNT_TEXTS } from '../account-texts';

export function AccountSummary({ data }: { data: AccountPageData }) {
  useT(); // renders again on a language switch
  const consumer = data.consumer;
  if (!consumer) return null;
  return (
    <div className="account-summary">
      <dl className="account-summary__names" aria-label={ACCOUNT_TEXTS.namesLabel}>
        <div>
          <dt>{ACCOUNT_TEXTS.kanaName}</dt>
          <dd>{textOrNotAvailable(consumer.kanaName)}</dd>
        </div>
        <div>
          <dt>{ACCOUNT_TEXTS.kanjiName}</dt>
          <dd>{textOrNotAvailable(consumer.kanjiName)}</dd>
        </div>
      </dl>
      <ul className="tag-list" aria-label={ACCOUNT_TEXTS.tagsLabel}>
        {accountTags({ consumer, plusstatus: data.plusstatus }).map((tag) => (
          <li key={tag.key}>
            {tag.status ? (
              <StatusTag status={tag.text} />
            ) : (
              <Tag tone={tag.tone} title={tag.code}>
                {tag.text}
              </Tag>
            )}
          </li>
        ))}
      </ul>
      <section className="balance-block" aria-labelledby="account-balance">
        <h2 id="account-balance" className="visually-hidden">
          {ACCOUNT_TEXTS.balanceTitle}
        </h2>
        <dl>
          {runningBalanceRows(data.runningBalance).map((row) => (
            <div key={row.key} className="balance-block__item" data-balance={row.key}>
              <dt>{row.label}</dt>
              <dd>{formatYen(row.amount)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
