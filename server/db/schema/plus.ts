// PLUS (eKYC), houkatsu (包括信用購入あっせん), Apple and NLP state; PAC credit-assessment audit
// records; self-cancellation; cards (GPS tokens, physical cards, eligibility) and PayPal links.
import { boolean, date, index, integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { money, requiredRef, serialId, timestamps, tstz } from './columns';
import { consumerKey, consumerRef } from './consumers';

export const EKYC_STATUSES = ['never_applied', 'pending', 'approved', 'rejected'] as const;
export const HOUKATSU_STATUSES = [
  'never_started',
  'not_pep_declared',
  'awaiting_cic_results',
  'pac_data_required',
  'awaiting_pac_assessment',
  'approved',
  'closed',
  'canceled',
  'rejected',
  'approved_for_nlp',
] as const;
export const APPLE_STATUSES = [
  'never_started',
  'opt_in_declared',
  'awaiting_cic_results',
  'pac_data_required',
  'awaiting_pac_assessment',
  'approved',
  'closed',
  'canceled',
  'rejected',
] as const;
export const NLP_MIGRATION_STATUSES = [
  'approved',
  'canceled',
  'never_started',
  'awaiting_cic_results',
  'pac_data_required',
  'awaiting_pac_assessment',
  'rejected',
] as const;

/** One row per consumer; a consumer without a row is never_applied / never_started everywhere. */
export const plusStatuses = pgTable('plus_statuses', {
  consumerId: consumerKey(),
  ekycStatus: text('ekyc_status', { enum: EKYC_STATUSES }).notNull().default('never_applied'),
  houkatsuStatus: text('houkatsu_status', { enum: HOUKATSU_STATUSES }).notNull().default('never_started'),
  appleStatus: text('apple_status', { enum: APPLE_STATUSES }).notNull().default('never_started'),
  // PlusApplicationDates.
  ekycAppliedAt: tstz('ekyc_applied_at'),
  houkatsuAppliedAt: tstz('houkatsu_applied_at'),
  appleAppliedAt: tstz('apple_applied_at'),
  /** 審査確認日 shown on the PLUS tab. */
  reviewConfirmedAt: tstz('review_confirmed_at'),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/** PLUS consumer data: limits, PAC answers and what the consumer declared at eKYC. */
export const plusConsumerData = pgTable('plus_consumer_data', {
  consumerId: consumerKey(),
  appleLineOfCreditLimit: money('apple_line_of_credit_limit'),
  // PAC data (支払可能見込額 inputs).
  pacAnnualIncome: money('pac_annual_income'),
  pacDependents: integer('pac_dependents'),
  /** Monthly rent or mortgage. */
  pacRentOrMortgage: money('pac_rent_or_mortgage'),
  // Budget settings: the limit granted and the one the consumer chose.
  spendLimitMax: money('spend_limit_max'),
  spendLimitSelected: money('spend_limit_selected'),
  // eKYC consumer data.
  ekycFirstNameKanji: text('ekyc_first_name_kanji'),
  ekycLastNameKanji: text('ekyc_last_name_kanji'),
  ekycFirstNameKana: text('ekyc_first_name_kana'),
  ekycLastNameKana: text('ekyc_last_name_kana'),
  ekycBirthDate: date('ekyc_birth_date', { mode: 'string' }),
  ekycOccupation: text('ekyc_occupation'),
  ekycLine1: text('ekyc_line1'),
  ekycLine2: text('ekyc_line2'),
  ekycCity: text('ekyc_city'),
  ekycState: text('ekyc_state'),
  ekycZip: text('ekyc_zip'),
  /** 利用目的 */
  ekycApplicationReason: text('ekyc_application_reason'),
  ekycAppliedAt: tstz('ekyc_applied_at'),
  ekycExaminedAt: tstz('ekyc_examined_at'),
  ekycUpdatedAt: tstz('ekyc_updated_at'),
  // plusConsumerDetails.
  plusNameKanji: text('plus_name_kanji'),
  plusNameKana: text('plus_name_kana'),
  plusLine1: text('plus_line1'),
  plusLine2: text('plus_line2'),
  plusCity: text('plus_city'),
  plusState: text('plus_state'),
  plusZip: text('plus_zip'),
  approvedAt: tstz('approved_at'),
});

export const nlpMigrationStatuses = pgTable('nlp_migration_statuses', {
  consumerId: consumerKey(),
  status: text('status', { enum: NLP_MIGRATION_STATUSES }).notNull(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/** Monthly-power (NLP) reports, one per computation cycle; nested lists as jsonb. */
export const nlpReports = pgTable(
  'nlp_reports',
  {
    id: serialId(),
    consumerId: consumerRef(),
    /** YYYY-MM */
    computationCycle: text('computation_cycle').notNull(),
    nmdLimit: money('nmd_limit').notNull(),
    nextMonthDue: money('next_month_due').notNull(),
    multiplier: numeric('multiplier', { precision: 8, scale: 4 }).notNull(),
    treLimit: money('tre_limit').notNull(),
    tre: money('tre').notNull(),
    availableAmount: money('available_amount').notNull(),
    currentMonthlyPower: money('current_monthly_power').notNull(),
    unconfirmedPayments: money('unconfirmed_payments').notNull(),
    closedBillsAmount: money('closed_bills_amount').notNull(),
    /** [{cycle, nextMonthDue, unconfirmedPaymentsAndUnconfirmedFutureExposures, predictiveMonthlyPower, remainingBalanceOfAvailableAmount}] with decimal strings. */
    changeInMonthlyPower: jsonb('change_in_monthly_power').notNull(),
    /** [{name, amount}] */
    syntheticMonthlyPowerPlus: jsonb('synthetic_monthly_power_plus').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('nlp_reports_consumer_idx').on(t.consumerId, t.computationCycle.desc())],
);

/** One credit assessment (PAC, 支払可能見込額): the summary columns, then the detailed ones. */
export const pacAuditRecords = pgTable(
  'pac_audit_records',
  {
    /** pac_ + 16. */
    id: text('id').primaryKey(),
    consumerId: consumerRef(),
    completedAt: tstz('completed_at').notNull(),
    /** houkatsu | apple | nlp */
    contractType: text('contract_type').notNull(),
    /** initial | periodic | limit_increase | reassessment */
    reason: text('reason').notNull(),
    creditLimitPp: money('credit_limit_pp').notNull(),
    creditLimitPpfa: money('credit_limit_ppfa').notNull(),
    maxPacLimit: money('max_pac_limit'),
    paidyDebtTriggering: money('paidy_debt_triggering'),
    paidyDebtCalculation: money('paidy_debt_calculation'),
    cicAnnualInvoicedAmountAtPaidy: money('cic_annual_invoiced_amount_at_paidy'),
    hasUnpaidBillsForPreviousMonth: boolean('has_unpaid_bills_for_previous_month'),
    cicDebt: money('cic_debt'),
    totalCicAnnualInvoicedAmount: money('total_cic_annual_invoiced_amount'),
    hasCicDelinquentContract: boolean('has_cic_delinquent_contract'),
    hasUnpaidBillForPreviousMonth: boolean('has_unpaid_bill_for_previous_month'),
    hasUnpaidBillInPaidy: boolean('has_unpaid_bill_in_paidy'),
    annualIncome: money('annual_income'),
    dependency: integer('dependency'),
    rentOrMortgage: money('rent_or_mortgage'),
    costOfLiving: money('cost_of_living'),
  },
  (t) => [index('pac_audit_records_consumer_idx').on(t.consumerId, t.completedAt.desc())],
);

/** Installment self-cancellation (PLUS tab); enabled by staff with a limit and an expiry. */
export const selfCancellationSettings = pgTable('self_cancellation_settings', {
  consumerId: consumerKey(),
  featureEnabled: boolean('feature_enabled').notNull().default(false),
  enabled: boolean('enabled').notNull().default(false),
  cancellationsLimit: integer('cancellations_limit').notNull().default(0),
  remainingCancellations: integer('remaining_cancellations').notNull().default(0),
  expireAt: tstz('expire_at'),
  updatedBy: text('updated_by'),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

export const cardEligibility = pgTable('card_eligibility', {
  consumerId: consumerKey(),
  isEligible: boolean('is_eligible').notNull(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

export const cardEligibilityExceptions = pgTable(
  'card_eligibility_exceptions',
  {
    id: serialId(),
    consumerId: consumerRef(),
    createdBy: text('created_by').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('card_eligibility_exceptions_consumer_idx').on(t.consumerId, t.createdAt.desc())],
);

export const CARD_TOKEN_STATUSES = ['active', 'frozenByAdmin', 'frozenByConsumer', 'destroyed'] as const;
export const PHYSICAL_CARD_STATUSES = ['notApplied', 'applied', 'cardSent', 'returned', 'activated'] as const;

/** A card (GPS) token of the "anywhere" card, with the state of its physical card. */
export const gpsTokens = pgTable(
  'gps_tokens',
  {
    /** gps_ + 16. */
    token: text('token').primaryKey(),
    consumerId: consumerRef(),
    status: text('status', { enum: CARD_TOKEN_STATUSES }).notNull(),
    idemiaId: text('idemia_id'),
    physicalCardStatus: text('physical_card_status').notNull().default('notApplied'),
    physicalCardUpdatedAt: tstz('physical_card_updated_at'),
    ...timestamps(),
  },
  (t) => [index('gps_tokens_consumer_idx').on(t.consumerId, t.createdAt.desc())],
);

/** An event table's first columns: its own id, the row it is an event of (`of`), and that row's consumer. */
function eventOf<Of extends Record<string, ReturnType<typeof requiredRef>>>(of: Of) {
  return { id: serialId(), ...of, consumerId: consumerRef() };
}

export const physicalCardEvents = pgTable(
  'physical_card_events',
  {
    ...eventOf({ token: requiredRef('token', () => gpsTokens.token) }),
    physicalCardStatus: text('physical_card_status').notNull(),
    physicalCardUpdatedAt: tstz('physical_card_updated_at').notNull(),
  },
  (t) => [
    index('physical_card_events_token_idx').on(t.token, t.physicalCardUpdatedAt),
    index('physical_card_events_consumer_idx').on(t.consumerId),
  ],
);

export const paypalLinks = pgTable(
  'paypal_links',
  {
    /** ppl_ + 16. */
    id: text('id').primaryKey(),
    consumerId: consumerRef(),
    /** linked | unlinked */
    status: text('status').notNull(),
    gpsToken: text('gps_token').references(() => gpsTokens.token),
    ...timestamps(),
  },
  (t) => [
    index('paypal_links_consumer_idx').on(t.consumerId, t.createdAt.desc()),
    index('paypal_links_gps_token_idx').on(t.gpsToken),
  ],
);

export const paypalLinkEvents = pgTable(
  'paypal_link_events',
  {
    ...eventOf({ paypalLinkId: requiredRef('paypal_link_id', () => paypalLinks.id) }),
    status: text('status').notNull(),
    time: tstz('time').notNull(),
  },
  (t) => [
    index('paypal_link_events_link_idx').on(t.paypalLinkId, t.time),
    index('paypal_link_events_consumer_idx').on(t.consumerId),
  ],
);
