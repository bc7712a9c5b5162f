// Fixed demo catalogue: merchants by category, their products and price ranges, and message templates.

export type MerchantCategory =
  | 'fashion'
  | 'electronics'
  | 'cosmetics'
  | 'food'
  | 'travel'
  | 'lessons'
  | 'digital'
  | 'furniture'
  | 'books'
  | 'apple'
  | 'amazon';

export interface CatalogueMerchant {
  name: string;
  category: MerchantCategory;
  /** 特定継続的役務提供 (lessons, beauty salons): true; null = unknown. */
  continuousService: boolean | null;
}

export const FIXED_MERCHANTS: CatalogueMerchant[] = [
  { name: 'Amazon.co.jp', category: 'amazon', continuousService: false },
  { name: 'Apple', category: 'apple', continuousService: false },
  { name: 'モードストア東京', category: 'fashion', continuousService: false },
  { name: 'セレクトショップ ルミエ', category: 'fashion', continuousService: false },
  { name: 'デンキチ・オンライン', category: 'electronics', continuousService: false },
  { name: 'コスメティック花音', category: 'cosmetics', continuousService: false },
  { name: 'おとりよせ市場', category: 'food', continuousService: false },
  { name: 'たびらく旅行', category: 'travel', continuousService: false },
  { name: '英会話スクール ワンダー', category: 'lessons', continuousService: true },
  { name: 'エステサロン リュクス', category: 'lessons', continuousService: true },
  { name: 'フィットネスジム ハレ', category: 'lessons', continuousService: null },
  { name: 'ゲームポイント・ストア', category: 'digital', continuousService: false },
  { name: '家具のまるやま', category: 'furniture', continuousService: false },
  { name: 'ブックス森の木', category: 'books', continuousService: false },
];

export const GENERATED_MERCHANT_CATEGORIES: MerchantCategory[] = [
  'fashion',
  'electronics',
  'cosmetics',
  'food',
  'travel',
  'lessons',
  'digital',
  'furniture',
  'books',
];

export const PRODUCTS: Record<Exclude<MerchantCategory, 'amazon'>, string[]> = {
  fashion: [
    'ウールブレンドコート',
    'ストレッチデニムパンツ',
    'カシミヤマフラー',
    'レザースニーカー',
    'リネンシャツ',
    'ニットカーディガン',
    'トートバッグ',
  ],
  electronics: [
    'ワイヤレスイヤホン',
    '4K液晶テレビ 55型',
    'ノートパソコン 14インチ',
    'ロボット掃除機',
    '電気ケトル',
    'ミラーレス一眼カメラ',
    'ドラム式洗濯乾燥機',
  ],
  cosmetics: [
    '美容液 30ml',
    '化粧水 200ml',
    'リキッドファンデーション',
    'リップスティック',
    'ヘアオイル',
    '日焼け止めクリーム',
  ],
  food: [
    '北海道産 ずわいがに 1kg',
    '宮崎県産 完熟マンゴー',
    '米沢牛 すき焼き用 500g',
    'お中元 ギフトセット',
    '新潟県産コシヒカリ 10kg',
    '有機野菜セット',
  ],
  travel: [
    '京都 旅館 1泊2食付き',
    '那覇 往復航空券',
    'ホテル宿泊プラン 2名様',
    'レンタカー 3日間',
    '箱根 温泉ツアー',
  ],
  lessons: ['入会金', '月謝', 'パーソナルトレーニング 10回券', '年間コース受講料', 'フェイシャルコース 6回'],
  digital: ['ゲーム内通貨 10,000', '音楽配信 年額プラン', '電子書籍', 'デジタルギフトコード'],
  furniture: [
    'ダイニングテーブル',
    'ソファ 3人掛け',
    'ベッドフレーム セミダブル',
    '収納チェスト',
    'デスクチェア',
  ],
  books: ['単行本', '文庫本セット', '雑誌 定期購読', 'コミック 全巻セット'],
  apple: ['iPhone 16 Pro 256GB', 'MacBook Air 13インチ', 'iPad Air', 'Apple Watch Series 10', 'AirPods Pro'],
};

/** Price range in yen (tax included) per category. */
export const PRICE_RANGES: Record<MerchantCategory, [number, number]> = {
  fashion: [1_980, 48_000],
  electronics: [2_980, 220_000],
  cosmetics: [990, 16_500],
  food: [1_980, 32_000],
  travel: [9_800, 160_000],
  lessons: [5_500, 88_000],
  digital: [500, 11_000],
  furniture: [9_800, 198_000],
  books: [550, 22_000],
  apple: [19_800, 298_000],
  amazon: [500, 60_000],
};

export const REFUND_REASONS = ['返品', '注文キャンセル', '一部返品', '金額訂正', '商品不良', '在庫切れ'];

export const CONSUMER_MESSAGES: { kind: string; subject: string; message: string }[] = [
  {
    kind: 'email',
    subject: 'ご請求金額確定のお知らせ',
    message: '今月のご請求金額が確定しました。アプリでご確認ください。',
  },
  {
    kind: 'email',
    subject: 'お支払い期限のお知らせ',
    message: 'お支払い期限が近づいています。期限までにお支払いください。',
  },
  {
    kind: 'sms',
    subject: '',
    message: '【お支払いのお願い】ご請求のお支払いが確認できておりません。お早めにお支払いください。',
  },
  { kind: 'push', subject: 'お支払いありがとうございます', message: 'お支払いを確認しました。' },
  {
    kind: 'email',
    subject: 'メールアドレス変更完了のお知らせ',
    message: 'メールアドレスの変更が完了しました。',
  },
  { kind: 'sms', subject: '', message: '認証コード: 4桁の数字をアプリに入力してください。' },
  {
    kind: 'email',
    subject: '本人確認完了のお知らせ',
    message: '本人確認が完了しました。ご利用可能額が更新されました。',
  },
];

export const ADMIN_LOG_MESSAGES = [
  '本人より電話。請求金額について説明し了承を得た。',
  '支払い方法を口座振替に変更したいとの問い合わせ。アプリでの手続きを案内。',
  '加盟店からの返金反映について問い合わせ。反映まで数日かかる旨を案内。',
  '電話番号変更の依頼。本人確認のうえ対応。',
  'SMSが届かないとの問い合わせ。キャリアの受信設定を案内。',
  '請求書の再発行依頼。アプリからのダウンロードを案内。',
  'コンビニ払込票の有効期限切れ。再発行を案内。',
];

export const FRAUD_LOG_MESSAGES = [
  '同一端末から複数アカウントでの決済を確認。',
  '配送先住所が短期間に複数回変更されている。',
  '加盟店より不正利用の疑いありとの連絡。',
  '本人より身に覚えのない利用との申告。調査開始。',
  '調査完了。本人利用と確認。',
];

export const DISABLE_REASONS = [
  '不正利用の疑い',
  '本人からの利用停止依頼',
  '法的ステータス変更に伴う停止',
  '長期延滞',
];
export const ENABLE_REASONS = ['本人確認完了のため再開', '調査完了のため再開'];
export const CLOSE_REASONS = ['本人からの退会依頼', '長期未利用', '規約違反'];

export const OCCUPATIONS = [
  '会社員',
  '公務員',
  '自営業',
  'パート・アルバイト',
  '学生',
  '主婦・主夫',
  '会社役員',
  '年金受給者',
];
export const APPLICATION_REASONS = ['日常のお買い物', '高額商品の分割払い', '旅行', '家電の購入', '習い事'];
