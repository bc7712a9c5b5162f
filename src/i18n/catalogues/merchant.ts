// The merchant page's texts (/merchant/{tab}, document 2 §2: the application and merchant disabled lists and the
// tab bar; the report setting tab's texts are its own) in both languages; ja.ts and en.ts spread these in.
import { prefixed } from './prefixed';

const MERCHANT_JA = {
  title: '加盟店',
  'tab.report_setting': 'レポート設定',
  'tab.application': '利用中の加盟店',
  'tab.merchant_disabled': '停止中の加盟店',
  enabledTable: '加盟店一覧',
  disabledTable: '停止中の加盟店一覧',
  noMerchants: '加盟店はありません',
  noDisabledMerchants: '停止中の加盟店はありません',
  unknownTab: 'このタブはありません',
  'column.id': '加盟店ID',
  'column.name': '加盟店名',
  'column.createdAt': '作成日時',
  'column.disabledAt': '停止日時',
  'column.deactivatedMonths': 'レポート停止月',
} as const;

const MERCHANT_EN: Record<keyof typeof MERCHANT_JA, string> = {
  title: 'Merchant',
  'tab.report_setting': 'Report setting',
  'tab.application': 'application',
  'tab.merchant_disabled': 'merchant disabled',
  enabledTable: 'Merchants',
  disabledTable: 'Disabled merchants',
  noMerchants: 'No merchants',
  noDisabledMerchants: 'No disabled merchants',
  unknownTab: 'Unknown tab',
  'column.id': 'Merchant ID',
  'column.name': 'Name',
  'column.createdAt': 'Created at',
  'column.disabledAt': 'Disabled at',
  'column.deactivatedMonths': 'Deactivated months',
};

export const merchantJa = prefixed('merchant', MERCHANT_JA);
export const merchantEn: Record<keyof typeof merchantJa, string> = prefixed('merchant', MERCHANT_EN);
