// The consumer page's management header and info block (document 2 §2 "Management elements"): ids,
// fraud and exclusion badges, the consumer's one action menu (src/app/pages/consumer-action-menu.tsx, handed in)
// ending with the link to the account page, and the info block.
import { formatDateTime } from '../../../../shared/format';
import { phoneOrNotAvailable, textOrNotAvailable } from '../../../ui/not-available';
import { StatusTag, Tag } from '../../../ui/status-tag';
import type { ConsumerPageData } from '../api/consumer-page-query';
import { dateOfBirthOrEmpty, kanaNameOrPlaceholder, legalStatusTag, plusTags } from '../consumer-rules';
import { CONSUMER_TEXTS } from '../consumer-texts';
import type { ActionMenu } from '../consumer-pages';

export function ConsumerHeader({ data, actionMenu }: { data: ConsumerPageData; actionMenu?: ActionMenu }) {
  const consumer = data.consumer;
  if (!consumer) return null;
  const liquidId = data.plusConsumerData?.eKycConsumerData?.metadata?.liquidApplicationId;
  const flagged = data.activeFraudFlagsByConsumerId.length > 0;
  const excluded = (data.assessmentExclusionsByConsumerId?.length ?? 0) > 0;
  const legal = legalStatusTag(consumer.legalStatus);
  const plus = data.plusstatus;
  return (
    <header className="consumer-header">
      <p className="consumer-header__ids">
        <span className="mono">{consumer.id}</span>
        {liquidId && (
          <span className="consumer-header__liquid">
            {CONSUMER_TEXTS.liquidApplicationId}: <span className="mono">{liquidId}</span>
          </span>
        )}
        {flagged && <Tag tone="danger">{CONSUMER_TEXTS.fraudFlagBadge}</Tag>}
        {excluded && <Tag tone="warning">{CONSUMER_TEXTS.assessmentExclusionBadge}</Tag>}
      </p>
      {actionMenu?.(consumer)}
      <dl className="summary-grid consumer-info">
        <div>
          <dt>Kana name</dt>
          <dd>{kanaNameOrPlaceholder(consumer.kanaName)}</dd>
        </div>
        <div>
          <dt>Kanji name</dt>
          <dd>{textOrNotAvailable(consumer.kanjiName)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd className="consumer-info__tags">
            <StatusTag status={consumer.status} />
            {plusTags(plus).map((tag) => (
              <Tag key={tag} tone="success">
                {tag}
              </Tag>
            ))}
            {plus && (
              <span className="tag status-tag apple-status-tag" data-status={plus.appleStatus}>
                {CONSUMER_TEXTS.apple}: {plus.appleStatus}
              </span>
            )}
            <span
              className={`tag legal-status-tag${legal.irregular ? ' legal-status-tag--irregular' : ''}`}
              data-legal-status={consumer.legalStatus}
            >
              {legal.text}
            </span>
          </dd>
        </div>
        <div>
          <dt>Date of birth</dt>
          <dd>{dateOfBirthOrEmpty(consumer.dateOfBirth)}</dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>{textOrNotAvailable(consumer.email)}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{phoneOrNotAvailable(consumer.phone)}</dd>
        </div>
        <div>
          <dt>Registered</dt>
          <dd>{formatDateTime(consumer.createdAt)}</dd>
        </div>
        <div>
          <dt>Analytics</dt>
          <dd>
            {consumer.linkToMixPanel ? (
              <a href={consumer.linkToMixPanel} target="_blank" rel="noopener noreferrer">
                {CONSUMER_TEXTS.analytics}
              </a>
            ) : (
              <span className="danger-text">{CONSUMER_TEXTS.analyticsError}</span>
            )}
          </dd>
        </div>
        {consumer.status === 'Closed' && (
          <>
            <div>
              <dt>Closed</dt>
              <dd>{consumer.closedAt ? formatDateTime(consumer.closedAt) : textOrNotAvailable(null)}</dd>
            </div>
            <div>
              <dt>Closed by</dt>
              <dd>{textOrNotAvailable(consumer.closedBy)}</dd>
            </div>
          </>
        )}
      </dl>
    </header>
  );
}
