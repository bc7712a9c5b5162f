// The bulk CSV tools' texts (legal-status update, installment-plan cancellation, report setting) in both languages,
// ICU for the ones with values; ja.ts and en.ts spread these in.
import { prefixed } from './prefixed';

/** What every run's result page and history says of it (ui/bulk-history.tsx). */
const BULK_RUN_JA = {
  status: 'ステータス',
  createdBy: '作成者',
  createdAt: '作成日時',
  completedAt: '完了日時',
  pending: '未完了',
  comment: 'コメント',
  error: 'エラー',
};

const BULK_RUN_EN: Record<keyof typeof BULK_RUN_JA, string> = {
  status: 'Status',
  createdBy: 'Created by',
  createdAt: 'Created at',
  completedAt: 'Completed at',
  pending: 'Pending',
  comment: 'Comment',
  error: 'Error',
};

/**
 * The CSV worker's messages (src/workers/csv-texts.ts reads these tables itself: the worker has no catalogue). The
 * specification's words in en where it gives them (document 1 §5, document 2 §5); values are plain `{name}`
 * placeholders the worker fills with numbers it has already formatted.
 */
export const CSV_JA = {
  'file.tooLarge': 'ファイルが上限の {mb} MB を超えています。ファイルを分けて 1 つずつ読み込んでください。',
  'file.tooManyRows':
    'データ行が上限の {rows} 行を超えています。ファイルを分けて 1 つずつ読み込んでください。',
  'file.image': 'CSV のテキストファイルではありません（画像のようです）。',
  'file.pdf': 'CSV のテキストファイルではありません（PDF 文書のようです）。',
  'file.spreadsheet':
    'CSV のテキストファイルではありません（Excel ブックか ZIP アーカイブのようです）。Excel で CSV 形式で保存してから、もう一度読み込んでください。',
  'file.utf16':
    'UTF-16 のテキストは読み込めません。CSV UTF-8（または Shift_JIS の CSV）で保存してから、もう一度読み込んでください。',
  'file.binary': 'CSV のテキストファイルではありません（バイナリデータを含んでいます）。',
  'file.notText':
    'UTF-8 でも Shift_JIS でもないテキストです。CSV UTF-8 で保存してから、もう一度読み込んでください。',
  'legal.invalidHeader': 'CSV のヘッダーが正しくありません。ヘッダーは cid,legal_status にしてください。',
  'legal.empty': 'CSV ファイルが空です。',
  'legal.invalidStatuses': '希望する法的ステータスに無効なものがあります。',
  'legal.invalidIds': '顧客 ID に無効なものがあります。',
  'legal.notFound': 'データベースに見つからない顧客 ID があります。',
  'legal.duplicated': 'CSV ファイル内で重複している顧客 ID があります。',
  'legal.correct': 'CSV ファイルを修正して、もう一度読み込んでください。',
  'mark.invalidId': '(無効な ID)',
  'mark.notFound': '(見つかりません)',
  'mark.duplicate': '(重複)',
  'mark.invalidStatus': '(無効なステータス)',
  'mark.closed': '(退会済み)',
  'mark.final': '(最終ステータス)',
  'warning.closed': '退会済みの顧客の行があります。法的ステータスは変更できません',
  'warning.final': '法的ステータスが最終（死亡・破産確定）の顧客の行があります。変更できません',
  'report.header': 'ファイルのヘッダーを確認してください',
  'report.columns': '列の数が正しくないか、空の行です',
  'report.merchantId': '加盟店 ID をもう一度確認してください',
  'report.monthNotNumeric': '停止月をもう一度確認してください（数値ではありません）',
  'report.monthNotValidDate': '停止月をもう一度確認してください（有効な日付ではありません）',
  'report.empty': 'CSV ファイルが空です',
  'report.popup':
    'アップロードしたファイルは想定の形式と一致しません。項目を確認して、もう一度お試しください。',
  'report.mergedRows': '同じ加盟店・同じ月の行が {count} 行あり、1 つにまとめて扱います（行 {lines}）',
  'plans.noData': 'データがありません',
  'plans.duplicateOne': 'この分割払い ID は複数回含まれていたため、1 つとして扱います: {ids}。',
  'plans.duplicateMany': 'これらの分割払い ID は複数回含まれていたため、それぞれ 1 つとして扱います: {ids}。',
  'plans.duplicateManyMore':
    'これらの分割払い ID は複数回含まれていたため、それぞれ 1 つとして扱います: {ids} 他 {more} 件。',
  'plans.malformed': '分割払い ID（isp_ + 16 文字）の形式でないため読み飛ばしました: {items}',
  'plans.malformedItem': '{id}（行 {line}）',
  'plans.withoutId': '分割払い ID のない行を読み飛ばしました（行 {lines}）',
  'legal.blankLines': '空の行を読み飛ばしました（行 {lines}）',
  withLines: '{message}（行 {lines}）',
  more: ' 他 {count} 件',
};

export const CSV_EN: Record<keyof typeof CSV_JA, string> = {
  'file.tooLarge':
    'The file is larger than the limit of {mb} MB. Split it and import the parts one at a time.',
  'file.tooManyRows':
    'The file has more data rows than the limit of {rows}. Split it and import the parts one at a time.',
  'file.image': 'The file is not a CSV text file (it looks like an image).',
  'file.pdf': 'The file is not a CSV text file (it looks like a PDF document).',
  'file.spreadsheet':
    'The file is not a CSV text file (it looks like an Excel workbook or a ZIP archive). Save it from Excel as CSV and import again.',
  'file.utf16':
    'The file is UTF-16 text, which cannot be read. Save it as CSV UTF-8 (or CSV in Shift_JIS) and import again.',
  'file.binary': 'The file is not a CSV text file (it contains binary data).',
  'file.notText': 'The file is neither UTF-8 nor Shift_JIS text. Save it as CSV UTF-8 and import again.',
  'legal.invalidHeader': 'Invalid CSV header. The header must be cid,legal_status.',
  'legal.empty': 'The CSV file is empty.',
  'legal.invalidStatuses': 'Some of the desired statuses are invalid.',
  'legal.invalidIds': 'Some of the consumer IDs are invalid.',
  'legal.notFound': 'Some of the consumer IDs were not found in the database.',
  'legal.duplicated': 'Some of the consumer IDs are duplicated in the CSV file.',
  'legal.correct': 'Please correct the CSV file and import again.',
  'mark.invalidId': '(Invalid ID)',
  'mark.notFound': '(Not Found)',
  'mark.duplicate': '(Duplicate)',
  'mark.invalidStatus': '(Invalid Status)',
  'mark.closed': '(Closed account)',
  'mark.final': '(Final status)',
  'warning.closed': 'Some rows name a closed account: its legal status cannot be changed',
  'warning.final':
    'Some rows name a consumer whose legal status is final (Dead, Bankruptcy Confirmed): it cannot be changed',
  'report.header': 'Please check the document header',
  'report.columns': 'Incorrect number of columns or empty line',
  'report.merchantId': 'Please check the Merchant ID again',
  'report.monthNotNumeric': 'Please check the deactivated Month again, it is not numeric',
  'report.monthNotValidDate': 'Please check the deactivated Month again, it is not valid date',
  'report.empty': 'The CSV file is empty',
  'report.popup':
    'The file you uploaded does not match the expected format. Please review the fields and try again.',
  'report.mergedRows':
    '{count} rows name the same merchant and month; each month is taken once (lines {lines})',
  'plans.noData': 'No Data',
  'plans.duplicateOne': 'This installment plan ID appeared more than once and is kept once: {ids}.',
  'plans.duplicateMany': 'These installment plan IDs appeared more than once and are kept once each: {ids}.',
  'plans.duplicateManyMore':
    'These installment plan IDs appeared more than once and are kept once each: {ids} and {more} more.',
  'plans.malformed': 'Skipped, not in the form of an installment plan ID (isp_ + 16 characters): {items}',
  'plans.malformedItem': '{id} (line {line})',
  'plans.withoutId': 'Skipped lines without an installment plan ID (lines {lines})',
  'legal.blankLines': 'Skipped blank lines (lines {lines})',
  withLines: '{message} (lines {lines})',
  more: ' and {count} more',
};

export const bulkToolsJa = { ...prefixed('bulkRun', BULK_RUN_JA), ...prefixed('csv', CSV_JA) };

export const bulkToolsEn: Record<keyof typeof bulkToolsJa, string> = {
  ...prefixed('bulkRun', BULK_RUN_EN),
  ...prefixed('csv', CSV_EN),
};
