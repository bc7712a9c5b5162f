// The PLUS tab's reads (document 2 §2 PLUS tab, §3): PLUS consumer data, application dates,
// self-cancellation, card eligibility, card (GPS) tokens with their physical-card events, and PayPal links.
// Each read is one SQL statement whatever the number of child rows; a malformed consumer id costs none.
import { sql } from 'drizzle-orm';
import { rows, epochMs, type Db, addressFrom, type AddressData } from '../db/sql';
import { isConsumerId } from '../../src/shared/id-patterns';

export interface PlusConsumerDataResult {
  appleLineOfCreditLimit: string | null;
  pacData: { annualIncome: string | null; dependents: number | null; rentOrMortgage: string | null } | null;
  spendLimit: { max: string | null; selected: string | null } | null;
  eKycConsumerData: {
    firstNameKanji: string | null;
    lastNameKanji: string | null;
    firstNameKana: string | null;
    lastNameKana: string | null;
    birthDate: string | null;
    occupation: string | null;
    address: AddressData | null;
    applicationReason: string | null;
    appliedAt: number | null;
    examinedAt: number | null;
    updatedAt: number | null;
    metadata: { liquidApplicationId: string | null } | null;
  } | null;
  plusConsumerDetails: {
    nameKanji: string | null;
    nameKana: string | null;
    address: AddressData | null;
  } | null;
  approvedAt: number | null;
}

interface PlusConsumerDataRow {
  apple_line_of_credit_limit: string | null;
  pac_annual_income: string | null;
  pac_dependents: number | null;
  pac_rent_or_mortgage: string | null;
  spend_limit_max: string | null;
  spend_limit_selected: string | null;
  ekyc_first_name_kanji: string | null;
  ekyc_last_name_kanji: string | null;
  ekyc_first_name_kana: string | null;
  ekyc_last_name_kana: string | null;
  ekyc_birth_date: string | null;
  ekyc_occupation: string | null;
  ekyc_line1: string | null;
  ekyc_line2: string | null;
  ekyc_city: string | null;
  ekyc_state: string | null;
  ekyc_zip: string | null;
  ekyc_application_reason: string | null;
  ekyc_applied_at: number | null;
  ekyc_examined_at: number | null;
  ekyc_updated_at: number | null;
  liquid_application_id: string | null;
  plus_name_kanji: string | null;
  plus_name_kana: string | null;
  plus_line1: string | null;
  plus_line2: string | null;
  plus_city: string | null;
  plus_state: string | null;
  plus_zip: string | null;
  approved_at: number | null;
}

/** Null when every value is null, so the console shows N/A for the whole group. */
function groupOrNull<T extends Record<string, unknown>>(group: T): T | null {
  return Object.values(group).every((v) => v === null) ? null : group;
}

/**
 * What the consumer declared and was granted for PLUS: limits, PAC answers, eKYC data (with the ID-card
 * provider's application id) and the PLUS name and address. Null for an unknown consumer and for one who never
 * applied for eKYC (no PLUS data row). Groups whose values are all null are null.
 */
export async function findPlusConsumerData(
  db: Db,
  consumerId: string,
): Promise<PlusConsumerDataResult | null> {
  if (!isConsumerId(consumerId)) return null;
  const [r] = await rows<PlusConsumerDataRow>(
    db,
    sql`
      select d.apple_line_of_credit_limit::text as apple_line_of_credit_limit,
             d.pac_annual_income::text as pac_annual_income, d.pac_dependents,
             d.pac_rent_or_mortgage::text as pac_rent_or_mortgage,
             d.spend_limit_max::text as spend_limit_max, d.spend_limit_selected::text as spend_limit_selected,
             d.ekyc_first_name_kanji, d.ekyc_last_name_kanji, d.ekyc_first_name_kana, d.ekyc_last_name_kana,
             d.ekyc_birth_date::text as ekyc_birth_date, d.ekyc_occupation,
             d.ekyc_line1, d.ekyc_line2, d.ekyc_city, d.ekyc_state, d.ekyc_zip, d.ekyc_application_reason,
             ${epochMs(sql`d.ekyc_applied_at`)} as ekyc_applied_at,
             ${epochMs(sql`d.ekyc_examined_at`)} as ekyc_examined_at,
             ${epochMs(sql`d.ekyc_updated_at`)} as ekyc_updated_at,
             c.liquid_application_id,
             d.plus_name_kanji, d.plus_name_kana,
             d.plus_line1, d.plus_line2, d.plus_city, d.plus_state, d.plus_zip,
             ${epochMs(sql`d.approved_at`)} as approved_at
      from plus_consumer_data d
      join consumers c on c.id = d.consumer_id
      where d.consumer_id = ${consumerId}`,
  );
  if (!r) return null;
  const eKyc = {
    firstNameKanji: r.ekyc_first_name_kanji,
    lastNameKanji: r.ekyc_last_name_kanji,
    firstNameKana: r.ekyc_first_name_kana,
    lastNameKana: r.ekyc_last_name_kana,
    birthDate: r.ekyc_birth_date,
    occupation: r.ekyc_occupation,
    address: addressFrom(r, 'ekyc_'),
    applicationReason: r.ekyc_application_reason,
    appliedAt: r.ekyc_applied_at,
    examinedAt: r.ekyc_examined_at,
    updatedAt: r.ekyc_updated_at,
    metadata: groupOrNull({ liquidApplicationId: r.liquid_application_id }),
  };
  return {
    appleLineOfCreditLimit: r.apple_line_of_credit_limit,
    pacData: groupOrNull({
      annualIncome: r.pac_annual_income,
      dependents: r.pac_dependents,
      rentOrMortgage: r.pac_rent_or_mortgage,
    }),
    spendLimit: groupOrNull({ max: r.spend_limit_max, selected: r.spend_limit_selected }),
    eKycConsumerData: groupOrNull(eKyc),
    plusConsumerDetails: groupOrNull({
      nameKanji: r.plus_name_kanji,
      nameKana: r.plus_name_kana,
      address: addressFrom(r, 'plus_'),
    }),
    approvedAt: r.approved_at,
  };
}

export interface PlusApplicationDatesData {
  ekycAppliedAt: number | null;
  ekycApprovedAt: number | null;
  houkatsuAppliedAt: number | null;
  houkatsuApprovedAt: number | null;
  reviewConfirmedAt: number | null;
}

/**
 * When the consumer applied for eKYC and houkatsu and when each was approved, and the review-confirmed date.
 * eKYC approval is the PLUS approval time (else the eKYC examination time) while eKYC is approved; houkatsu
 * approval is the first houkatsu credit assessment (PAC audit record) while houkatsu is or was approved
 * (approved, approved_for_nlp, closed). Null for an unknown consumer; all dates null for one who never applied.
 */
export async function findPlusApplicationDates(
  db: Db,
  consumerId: string,
): Promise<PlusApplicationDatesData | null> {
  if (!isConsumerId(consumerId)) return null;
  const [row] = await rows<PlusApplicationDatesData>(
    db,
    sql`
      select ${epochMs(sql`s.ekyc_applied_at`)} as "ekycAppliedAt",
             case when s.ekyc_status = 'approved'
               then ${epochMs(sql`coalesce(d.approved_at, d.ekyc_examined_at)`)} end as "ekycApprovedAt",
             ${epochMs(sql`s.houkatsu_applied_at`)} as "houkatsuAppliedAt",
             case when s.houkatsu_status in ('approved', 'approved_for_nlp', 'closed')
               then ${epochMs(sql`(select min(a.completed_at) from pac_audit_records a
                                   where a.consumer_id = c.id and a.contract_type = 'houkatsu')`)}
             end as "houkatsuApprovedAt",
             ${epochMs(sql`s.review_confirmed_at`)} as "reviewConfirmedAt"
      from consumers c
      left join plus_statuses s on s.consumer_id = c.id
      left join plus_consumer_data d on d.consumer_id = c.id
      where c.id = ${consumerId}`,
  );
  return row ?? null;
}

export interface SelfCancellationStatusData {
  featureEnabled: boolean;
  enabled: boolean;
  remainingCancellations: number | null;
  expireAt: number | null;
}

/**
 * The installment self-cancellation setting. A consumer without a setting (or an unknown one) has the feature
 * off; the remaining count and expiry are null unless self-cancellation is enabled.
 */
export async function findSelfCancellationStatus(
  db: Db,
  consumerId: string,
): Promise<SelfCancellationStatusData> {
  const off: SelfCancellationStatusData = {
    featureEnabled: false,
    enabled: false,
    remainingCancellations: null,
    expireAt: null,
  };
  if (!isConsumerId(consumerId)) return off;
  const [row] = await rows<SelfCancellationStatusData>(
    db,
    sql`
      select feature_enabled as "featureEnabled", enabled,
             case when enabled then remaining_cancellations end as "remainingCancellations",
             case when enabled then ${epochMs(sql`expire_at`)} end as "expireAt"
      from self_cancellation_settings
      where consumer_id = ${consumerId}`,
  );
  return row ?? off;
}

/**
 * Whether the consumer may get a new card: eligible by assessment, or by an exception staff created (the
 * createCardEligibilityException mutation). An unknown consumer, or one never assessed, is not eligible.
 */
export async function findCardEligibility(db: Db, consumerId: string): Promise<{ isEligible: boolean }> {
  if (!isConsumerId(consumerId)) return { isEligible: false };
  const [row] = await rows<{ isEligible: boolean }>(
    db,
    sql`
      select coalesce((select e.is_eligible from card_eligibility e where e.consumer_id = ${consumerId}), false)
             or exists (select 1 from card_eligibility_exceptions x where x.consumer_id = ${consumerId})
             as "isEligible"`,
  );
  return { isEligible: row?.isEligible ?? false };
}

export type PhysicalCardStatusValue = 'notApplied' | 'cardSent' | 'returned' | 'others';

const LISTED_PHYSICAL_CARD_STATUSES: readonly string[] = ['notApplied', 'cardSent', 'returned'];

/**
 * The physical-card status as the console knows it: notApplied, cardSent and returned as stored; every other
 * stored step (applied, activated, …) is `others` (document 2 §4 lists only those values).
 */
export function toPhysicalCardStatus(stored: string): PhysicalCardStatusValue {
  return LISTED_PHYSICAL_CARD_STATUSES.includes(stored) ? (stored as PhysicalCardStatusValue) : 'others';
}

export type CardTokenStatusValue = 'active' | 'frozenByAdmin' | 'frozenByConsumer' | 'destroyed';

export interface GpsTokenData {
  token: string;
  status: CardTokenStatusValue;
  createdAt: number;
  idemiaId: string | null;
  physicalCardStatus: PhysicalCardStatusValue | null;
  physicalCardUpdatedAt: number | null;
  /** Oldest first: the last event is the current one. */
  physicalCardEvents: { physicalCardStatus: PhysicalCardStatusValue; physicalCardUpdatedAt: number }[];
}

/** The consumer's card tokens, newest first, each with its physical-card events oldest first. */
export async function listGpsTokens(db: Db, consumerId: string): Promise<GpsTokenData[]> {
  if (!isConsumerId(consumerId)) return [];
  const found = await rows<{
    token: string;
    status: CardTokenStatusValue;
    created_at: number;
    idemia_id: string | null;
    physical_card_status: string;
    physical_card_updated_at: number | null;
    events: { physicalCardStatus: string; physicalCardUpdatedAt: number }[];
  }>(
    db,
    sql`
      select g.token, g.status, ${epochMs(sql`g.created_at`)} as created_at, g.idemia_id,
             g.physical_card_status, ${epochMs(sql`g.physical_card_updated_at`)} as physical_card_updated_at,
             (select coalesce(json_agg(json_build_object(
                 'physicalCardStatus', e.physical_card_status,
                 'physicalCardUpdatedAt', ${epochMs(sql`e.physical_card_updated_at`)})
                 order by e.physical_card_updated_at, e.id), '[]'::json)
               from physical_card_events e where e.token = g.token) as events
      from gps_tokens g
      where g.consumer_id = ${consumerId}
      order by g.created_at desc, g.token desc`,
  );
  return found.map((g) => ({
    token: g.token,
    status: g.status,
    createdAt: g.created_at,
    idemiaId: g.idemia_id,
    physicalCardStatus: toPhysicalCardStatus(g.physical_card_status),
    physicalCardUpdatedAt: g.physical_card_updated_at,
    physicalCardEvents: g.events.map((e) => ({
      physicalCardStatus: toPhysicalCardStatus(e.physicalCardStatus),
      physicalCardUpdatedAt: e.physicalCardUpdatedAt,
    })),
  }));
}

export interface PaypalLinkData {
  status: 'linked' | 'unlinked';
  /** Oldest first. */
  linkEvents: { status: 'linked' | 'unlinked'; time: number }[];
  gpsToken: string | null;
}

/** The consumer's PayPal links (PaidyLink), newest first, each with its link events oldest first. */
export async function listPaypalLinks(db: Db, consumerId: string): Promise<PaypalLinkData[]> {
  if (!isConsumerId(consumerId)) return [];
  return rows<PaypalLinkData>(
    db,
    sql`
      select l.status, l.gps_token as "gpsToken",
             (select coalesce(json_agg(json_build_object('status', e.status, 'time', ${epochMs(sql`e.time`)})
                 order by e.time, e.id), '[]'::json)
               from paypal_link_events e where e.paypal_link_id = l.id) as "linkEvents"
      from paypal_links l
      where l.consumer_id = ${consumerId}
      order by l.created_at desc, l.id desc`,
  );
}
