// The consumer page's management header and info block (document 2 §2 "Management elements"): ids,
// fraud and exclusion badges, the consumer's one action menu (src/app/pages/consumer-action-menu.tsx, handed in)
// ending with the link to the account page, and the info block.
import { useState } from 'react';
import { formatDateTime } from '../../../../shared/format';
import { joinAddress } from '../../../ui/address';
import { phoneOrNotAvailable, textOrNotAvailable } from '../../../ui/not-available';
import { StatusTag, Tag, useStatusName } from '../../../ui/status-tag';
import type { ConsumerPageData } from '../api/consumer-page-query';
import { dateOfBirthOrEmpty, kanaNameOrPlaceholder, legalStatusTag, plusTags } from '../consumer-rules';
import { CONSUMER_TEXTS } from '../consumer-texts';
import { useT } from '../../../../i18n/use-t';
import type { ActionMenu } from '../consumer-pages';
import { RevealPiiButton, useContactMasked, type RevealedPii } from './reveal-pii';

export function ConsumerHeader({ data, actionMenu }: { data: ConsumerPageData; actionMenu?: ActionMenu }) {
  const consumer = data.consumer;
  const t = useT();
  const statusName = useStatusName();
  const masked = useContactMasked();
  // The whole contact data after 表示: this page's state only, gone when the page is left.
  const [revealed, setRevealed] = useState<RevealedPii | null>(null);
  if (!consumer) return null;
  const liquidId = data.plusConsumerData?.eKycConsumerData?.metadata?.liquidApplicationId;
  const flagged = data.activeFraudFlagsByConsumerId.length > 0;
  const excluded = (data.assessmentExclusionsByConsumerId?.length ?? 0) > 0;
  const legal = legalStatusTag(consumer.legalStatus);
  const plus = data.plusstatus;
  // A reveal belongs to the consumer it was asked for (the header stays mounted from one consumer to the next).
  const whole = revealed?.consumerId === consumer.id ? revealed : null;
  const contact = whole ?? consumer;
  return (
    <header className="consumer-header">
      <HeaderIds id={consumer.id} liquidId={liquidId} flagged={flagged} excluded={excluded} />
      {actionMenu?.(consumer)}
      <dl className="summary-grid consumer-info">
        <div>
          <dt>{t('consumer.field.kanaName')}</dt>
          <dd>{kanaNameOrPlaceholder(consumer.kanaName)}</dd>
        </div>
        <div>
          <dt>{t('consumer.field.kanjiName')}</dt>
          <dd>{textOrNotAvailable(consumer.kanjiName)}</dd>
        </div>
        <div>
          <dt>{t('consumer.field.status')}</dt>
          <dd className="consumer-info__tags">
            <StatusTag status={consumer.status} />
            {plusTags(plus).map((tag) => (
              <Tag key={tag} tone="success">
                {tag}
              </Tag>
            ))}
            {plus && (
              <span
                className="tag status-tag apple-status-tag"
                data-status={plus.appleStatus}
                title={plus.appleStatus}
              >
                {CONSUMER_TEXTS.apple}: {statusName(plus.appleStatus)}
              </span>
            )}
            <span
              className={`tag legal-status-tag${legal.irregular ? ' legal-status-tag--irregular' : ''}`}
              data-legal-status={consumer.legalStatus}
              title={consumer.legalStatus}
            >
              {legal.text}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('consumer.field.dateOfBirth')}</dt>
          <dd>{dateOfBirthOrEmpty(contact.dateOfBirth)}</dd>
        </div>
        <div>
          <dt>{t('consumer.field.email')}</dt>
          <dd>{textOrNotAvailable(contact.email)}</dd>
        </div>
        <div>
          <dt>{t('consumer.field.phone')}</dt>
          <dd>{phoneOrNotAvailable(contact.phone)}</dd>
        </div>
        {whole && (
          <div>
            <dt>{t('consumer.field.address')}</dt>
            <dd>{joinAddress(whole.address)}</dd>
          </div>
        )}
        {masked && !whole && (
          <div className="consumer-info__reveal">
            <dt>{t('consumer.field.pii')}</dt>
            <dd>
              <RevealPiiButton consumerId={consumer.id} onRevealed={setRevealed} />
            </dd>
          </div>
        )}
        <div>
          <dt>{t('consumer.field.registered')}</dt>
          <dd>{formatDateTime(consumer.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('consumer.field.analytics')}</dt>
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
              <dt>{t('consumer.field.closed')}</dt>
              <dd>{consumer.closedAt ? formatDateTime(consumer.closedAt) : textOrNotAvailable(null)}</dd>
            </div>
            <div>
              <dt>{t('consumer.field.closedBy')}</dt>
              <dd>{textOrNotAvailable(consumer.closedBy)}</dd>
            </div>
          </>
        )}
      </dl>
    </header>
  );
}

/** The consumer's id, the eKYC application id, and the fraud and assessment-exclusion badges. */
function HeaderIds(props: { id: string; liquidId?: string | null; flagged: boolean; excluded: boolean }) {
  const { id, liquidId, flagged, excluded } = props;
  return (
    <p className="consumer-header__ids">
      <span className="mono">{id}</span>
      {liquidId && (
        <span className="consumer-header__liquid">
          {CONSUMER_TEXTS.liquidApplicationId}: <span className="mono">{liquidId}</span>
        </span>
      )}
      {flagged && <Tag tone="danger">{CONSUMER_TEXTS.fraudFlagBadge}</Tag>}
      {excluded && <Tag tone="warning">{CONSUMER_TEXTS.assessmentExclusionBadge}</Tag>}
    </p>
  );
}
