// The report setting of any size: a report-setting file is staged part by part (the legal-status part
// rule, server/domain/upload-parts.ts), then applied by ONE call, which the approvals policy holds as one change
// (merchant.deactivate_invoices). Refusals name the reason, the file's lines and the limit in Japanese: the console
// shows them as they are. docs/decisions.md "Daily friction: bulk tools, texts, phones".
import { sql } from 'drizzle-orm';
import { rows, epochMs, type Db } from '../db/sql';
import { isBlankText } from '../../src/shared/blank-text';
import { isMerchantId } from '../../src/shared/id-patterns';
import { lineList } from '../../src/shared/line-list';
import { badInput, unknown, type ActionOutcome, type Actor } from './action-outcome';
import { checkPart, type BatchPartInput } from './upload-parts';
import { MAX_UPLOAD_ROWS, UPLOAD_PART_ROWS } from '../../src/shared/bulk-limits';

export const UPLOAD_ID_PATTERN = /^ida_[0-9a-f]{32}$/;
/** Unknown merchants a refusal names before it only counts the rest. */
const NAMED_MERCHANTS = 10;
/** Characters of the file's name and of the maker's comment (the legal-status batch comment's limit). */
export const MAX_UPLOAD_FILE_NAME = 255;
export const MAX_UPLOAD_COMMENT = 1_000;

export interface UploadRowInput {
  line: number;
  merchantId: string;
  year: number;
  month: number;
}

export interface DeactivationSummaryData {
  rows: number;
  months: number;
  merchants: number;
  added: number;
  alreadyDeactivated: number;
}

export interface UploadData {
  id: string;
  length: number;
  totalParts: number;
  /** The staff member who sent it (not in the contract: only they may read or resume it). */
  createdBy: string;
  receivedParts: number[];
  receivedRows: number;
  appliedAt: number | null;
  summary: DeactivationSummaryData | null;
  /** The pending approval request of this upload, when its apply call waits for a second person. */
  approvalRequestId: string | null;
}

/** The apply call's answer: what changed, and whether this upload had been applied before. */
export interface AppliedUpload {
  summary: DeactivationSummaryData;
  repeated: boolean;
}

function jstYear(now: Date): number {
  return new Date(now.getTime() + 9 * 3_600_000).getUTCFullYear();
}

/** The upload as it stands; null for an unknown or malformed id. */
export async function findUpload(db: Db, id: string): Promise<UploadData | null> {
  if (!UPLOAD_ID_PATTERN.test(id)) return null;
  const [upload] = await rows<UploadData>(
    db,
    sql`select u.id, u.length, u.total_parts as "totalParts", u.created_by as "createdBy",
               ${epochMs(sql`u.applied_at`)} as "appliedAt",
               u.summary,
               coalesce((select json_agg(p.index order by p.index) from invoice_deactivation_upload_parts p
                         where p.upload_id = u.id), '[]'::json) as "receivedParts",
               coalesce((select sum(p.rows) from invoice_deactivation_upload_parts p
                         where p.upload_id = u.id), 0)::int as "receivedRows",
               ${pendingRequest(sql`u.id`)} as "approvalRequestId"
        from invoice_deactivation_uploads u where u.id = ${id}`,
  );
  if (!upload) return null;
  return { ...upload, appliedAt: upload.appliedAt === null ? null : Number(upload.appliedAt) };
}

const pendingRequest = (uploadId: ReturnType<typeof sql>) =>
  sql`(select r.id::text from approval_requests r
       where r.target_id = ${uploadId} and r.status = 'Pending' and r.operation = 'deactivateInvoiceUpload'
       order by r.created_at desc limit 1)`;

/** The pending approval request of an upload's apply call, if one waits. */
export async function pendingUploadRequest(db: Db, uploadId: string): Promise<string | null> {
  const [row] = await rows<{ id: string | null }>(db, sql`select ${pendingRequest(sql`${uploadId}`)} as id`);
  return row?.id ?? null;
}

/** The first part's file name and comment, trimmed (blank is none), or why one is too long. */
function noteOf(input: {
  fileName?: string | null;
  comment?: string | null;
}): { fileName: string | null; comment: string | null } | ActionOutcome<never> {
  const text = (value: string | null | undefined) => {
    const trimmed = (value ?? '').trim();
    return isBlankText(trimmed) ? null : trimmed;
  };
  const fileName = text(input.fileName);
  const comment = text(input.comment);
  if (fileName && [...fileName].length > MAX_UPLOAD_FILE_NAME)
    return badInput(`ファイル名は ${MAX_UPLOAD_FILE_NAME} 文字までです`, 'fileName');
  if (comment && [...comment].length > MAX_UPLOAD_COMMENT)
    return badInput(`コメントは ${MAX_UPLOAD_COMMENT.toLocaleString('en-US')} 文字までです`, 'comment');
  return { fileName, comment };
}

/** Why some rows of a part cannot be deactivated, by the file's lines; null when every row is well formed. */
function rowProblem(items: readonly UploadRowInput[], now: Date): string | null {
  const maxYear = jstYear(now);
  const badId = items.filter((r) => !isMerchantId(r.merchantId)).map((r) => r.line);
  if (badId.length) return `加盟店 ID（mer_…）の形式が正しくありません: 行 ${lineList(badId)}`;
  const badMonth = items
    .filter(
      (r) =>
        !Number.isInteger(r.year) ||
        r.year < 2000 ||
        r.year > maxYear ||
        !Number.isInteger(r.month) ||
        r.month < 1 ||
        r.month > 12,
    )
    .map((r) => r.line);
  if (badMonth.length)
    return `停止する月は 2000年01月から ${maxYear}年12月までです: 行 ${lineList(badMonth)}`;
  if (items.some((r) => !Number.isSafeInteger(r.line) || r.line < 2))
    return 'line はファイルの行番号（見出しが 1 行目、データは 2 行目から）です';
  return null;
}

interface LockedUpload {
  length: number;
  total_parts: number;
  created_by: string;
}

/**
 * Stores one part of an upload. Idempotent as a legal-status batch is: a part that arrived before is answered as
 * the upload stands and nothing is stored twice; another row count, part count or creator is refused. The upload
 * row is locked first, so parts arriving at once are counted one after the other. Nothing is deactivated here.
 */
export async function stageUploadPart(
  db: Db,
  input: {
    uploadId: string;
    part: BatchPartInput;
    rows: readonly UploadRowInput[];
    /** Kept from the first part only (index 0), as a legal-status batch keeps its comment. */
    fileName?: string | null;
    comment?: string | null;
  },
  actor: Actor & { id: string },
  now: Date,
): Promise<ActionOutcome<UploadData>> {
  const { uploadId, part, rows: items } = input;
  if (!UPLOAD_ID_PATTERN.test(uploadId))
    return badInput('uploadId は ida_ と 32 桁の 16 進数です', 'uploadId');
  if (items.length < 1 || items.length > UPLOAD_PART_ROWS)
    return badInput(
      `1 回の送信で送れるのは 1〜${UPLOAD_PART_ROWS.toLocaleString('en-US')} 行です（${items.length.toLocaleString('en-US')} 行を受け取りました）`,
      'rows',
    );
  if (part.totalRows > MAX_UPLOAD_ROWS)
    return badInput(
      `1 つのファイルは ${MAX_UPLOAD_ROWS.toLocaleString('en-US')} 行までです（${part.totalRows.toLocaleString('en-US')} 行）。ファイルを分けてください`,
      'part',
    );
  const partProblem = checkPart(part, items.length, {
    perRequest: UPLOAD_PART_ROWS,
    total: MAX_UPLOAD_ROWS,
  });
  if (partProblem) return badInput(partProblem, 'part');
  const problem = rowProblem(items, now);
  if (problem) return badInput(problem, 'rows');
  const note = part.index === 0 ? noteOf(input) : { fileName: null, comment: null };
  if ('status' in note) return note;

  const at = now.toISOString();
  await db.execute(sql`
    insert into invoice_deactivation_uploads (id, length, total_parts, created_by, created_by_id, created_at)
    values (${uploadId}, ${part.totalRows}, ${part.count}, ${actor.email}, ${actor.id}, ${at}::timestamptz)
    on conflict (id) do nothing`);
  const [upload] = await rows<LockedUpload>(
    db,
    sql`select length, total_parts, created_by from invoice_deactivation_uploads where id = ${uploadId} for update`,
  );
  if (upload.created_by !== actor.email)
    return badInput(`${uploadId} は別のスタッフが送ったファイルです`, 'uploadId');
  if (upload.length !== part.totalRows || upload.total_parts !== part.count)
    return badInput(
      `${uploadId} は ${upload.length} 行・${upload.total_parts} 部分で始まりました。この送信は ${part.totalRows} 行・${part.count} 部分です`,
      'part',
    );
  const answer = async (audit: Record<string, unknown>) => ({
    status: 'done' as const,
    value: (await findUpload(db, uploadId))!,
    audit,
  });
  const [seen] = await rows<{ first_row: number; rows: number }>(
    db,
    sql`select first_row, rows from invoice_deactivation_upload_parts
        where upload_id = ${uploadId} and index = ${part.index}`,
  );
  if (seen) {
    if (seen.first_row !== part.firstRow || seen.rows !== items.length)
      return badInput(
        `部分 ${part.index} は別の行（${seen.first_row}〜${seen.first_row + seen.rows - 1}）で届いています`,
        'part',
      );
    return answer({ part, repeated: true });
  }
  const [overlap] = await rows<{ first_row: number }>(
    db,
    sql`select first_row from invoice_deactivation_upload_parts
        where upload_id = ${uploadId}
          and first_row <= ${part.firstRow + items.length - 1} and first_row + rows - 1 >= ${part.firstRow}
        limit 1`,
  );
  if (overlap) return badInput(`部分 ${part.index} の行は別の部分で届いています`, 'part');
  // The first part's note, whichever part made the row (a resumed upload may send it last).
  if (part.index === 0)
    await db.execute(sql`
      update invoice_deactivation_uploads set file_name = ${note.fileName}, comment = ${note.comment}
      where id = ${uploadId}`);
  const stored = items.map((r, k) => ({
    position: part.firstRow + k,
    line: r.line,
    merchant_id: r.merchantId,
    year: r.year,
    month: r.month,
  }));
  await db.execute(sql`
    insert into invoice_deactivation_upload_rows (upload_id, position, line, merchant_id, year, month)
    select ${uploadId}, v.position, v.line, v.merchant_id, v.year, v.month
    from json_to_recordset(${JSON.stringify(stored)}::json)
      as v(position int, line int, merchant_id text, year int, month int)`);
  await db.execute(sql`
    insert into invoice_deactivation_upload_parts (upload_id, index, first_row, rows, received_at)
    values (${uploadId}, ${part.index}, ${part.firstRow}, ${items.length}, ${at}::timestamptz)`);
  return answer({ part, rows: items.length });
}

/** The unknown merchants of an upload, each with its lines, for the refusal. */
async function unknownMerchants(db: Db, uploadId: string): Promise<string | null> {
  const found = await rows<{ merchant_id: string; lines: number[]; n: number; total: number }>(
    db,
    sql`select r.merchant_id, (array_agg(r.line order by r.line))[1:20] as lines, count(*)::int as n,
               count(*) over ()::int as total
        from invoice_deactivation_upload_rows r
        where r.upload_id = ${uploadId} and not exists (select 1 from merchants m where m.id = r.merchant_id)
        group by r.merchant_id order by min(r.line) limit ${NAMED_MERCHANTS}`,
  );
  if (!found.length) return null;
  const named = found.map((m) => `${m.merchant_id}（行 ${lineList(m.lines, m.n)}）`).join('、');
  const more = found[0].total - found.length;
  return `登録されていない加盟店があります: ${named}${more > 0 ? ` 他 ${more} 件` : ''}。何も変更していません`;
}

/**
 * Deactivates every month of a complete upload, in one transaction: the merchants are locked (FOR SHARE) and any
 * unknown one refuses the whole upload, naming it and its lines. Repeated rows count once; a month already
 * deactivated stays as it was. The rows are then dropped and the summary kept, so the same call again answers it.
 */
export async function applyUpload(
  db: Db,
  uploadId: string,
  actor: Actor,
  now: Date,
): Promise<ActionOutcome<AppliedUpload>> {
  if (!UPLOAD_ID_PATTERN.test(uploadId))
    return badInput('uploadId は ida_ と 32 桁の 16 進数です', 'uploadId');
  const [upload] = await rows<LockedUpload & { applied: boolean; summary: DeactivationSummaryData | null }>(
    db,
    sql`select length, total_parts, created_by, applied_at is not null as applied, summary
        from invoice_deactivation_uploads where id = ${uploadId} for update`,
  );
  if (!upload) return unknown(`${uploadId} は届いていません`);
  if (upload.created_by !== actor.email)
    return badInput(`${uploadId} は別のスタッフが送ったファイルです`, 'uploadId');
  const target = { type: 'invoice_deactivation_upload', id: uploadId };
  if (upload.applied && upload.summary)
    return {
      status: 'done',
      value: { summary: upload.summary, repeated: true },
      audit: { repeated: true },
      target,
    };
  const [received] = await rows<{ parts: number; rows: number }>(
    db,
    sql`select count(*)::int as parts, coalesce(sum(rows), 0)::int as rows
        from invoice_deactivation_upload_parts where upload_id = ${uploadId}`,
  );
  if (received.parts < upload.total_parts || received.rows !== upload.length)
    return badInput(
      `ファイルの ${upload.total_parts} 部分のうち ${received.parts} 部分しか届いていません。送信を再開してください`,
      'uploadId',
    );
  await db.execute(sql`
    select 1 from merchants where id in
      (select distinct merchant_id from invoice_deactivation_upload_rows where upload_id = ${uploadId})
    for share`);
  const missing = await unknownMerchants(db, uploadId);
  if (missing) return badInput(missing, 'merchantId');
  const [counts] = await rows<{ months: number; merchants: number }>(
    db,
    sql`select count(*)::int as months, count(distinct merchant_id)::int as merchants
        from (select distinct merchant_id, year, month from invoice_deactivation_upload_rows
              where upload_id = ${uploadId}) d`,
  );
  const [added] = await rows<{ n: number }>(
    db,
    sql`with added as (
          insert into invoice_deactivations (merchant_id, year, month, created_by, created_at)
          select distinct merchant_id, year, month, ${actor.email}, ${now.toISOString()}::timestamptz
          from invoice_deactivation_upload_rows where upload_id = ${uploadId}
          on conflict (merchant_id, year, month) do nothing
          returning 1)
        select count(*)::int as n from added`,
  );
  const summary: DeactivationSummaryData = {
    rows: upload.length,
    months: counts.months,
    merchants: counts.merchants,
    added: added.n,
    alreadyDeactivated: counts.months - added.n,
  };
  await db.execute(sql`
    update invoice_deactivation_uploads set applied_at = ${now.toISOString()}::timestamptz,
      summary = ${JSON.stringify(summary)}::jsonb
    where id = ${uploadId}`);
  await db.execute(sql`delete from invoice_deactivation_upload_rows where upload_id = ${uploadId}`);
  return { status: 'done', value: { summary, repeated: false }, audit: { ...summary }, target };
}
