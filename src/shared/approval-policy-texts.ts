// The approvals policy's kinds of change in Japanese: the policy page's rows and its CSV出力
// (server/exports/tables/approval-policies.ts) name them alike.
export const POLICY_KEY_TEXTS = {
  'consumer.legal_status': '法的ステータス変更（1件）',
  legal_status_batch: '法的ステータス一括更新',
  bulk_cancellation: '分割払い一括キャンセル',
  'merchant.deactivate_invoices': '請求書レポート停止',
  'staff.grant': 'ロール・権限の付与',
  'staff.unlock': 'スタッフのロック解除',
} as const;

export type PolicyKey = keyof typeof POLICY_KEY_TEXTS;

export function policyKeyText(key: string): string {
  return Object.hasOwn(POLICY_KEY_TEXTS, key) ? POLICY_KEY_TEXTS[key as PolicyKey] : key;
}
