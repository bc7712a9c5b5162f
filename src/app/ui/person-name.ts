// A person's two names on one line (document 2: "buyer name, second name in brackets").
import { NOT_AVAILABLE } from '../../shared/format';

/** '山田 太郎 (ヤマダ タロウ)'; either name alone when the other is missing; N/A when both are. */
export function nameWithSecondName(name1?: string | null, name2?: string | null): string {
  const first = name1?.trim() ?? '';
  const second = name2?.trim() ?? '';
  if (first && second) return `${first} (${second})`;
  if (first) return first;
  if (second) return `(${second})`;
  return NOT_AVAILABLE;
}

/** A consumer as confirmations name it: '山田 太郎 (con_…)', the kana name without a kanji one. */
export function consumerWho(consumer: {
  id: string;
  kanjiName?: string | null;
  kanaName?: string | null;
}): string {
  const name = consumer.kanjiName?.trim() || consumer.kanaName?.trim();
  return name ? `${name} (${consumer.id})` : consumer.id;
}
