// A held report-setting file (deactivateInvoiceUpload) on the approver's page: its name and the maker's comment, how
// many merchants and merchant-months it deactivates, the first merchants (id and name) each with every month it
// loses (months deactivated already marked), its first rows by file line and the rows naming an unknown merchant.
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '../../db/sql';
import {
  emptyPreview,
  FAILING_ROWS,
  FIRST_ROWS,
  type ApprovalPreviewData,
  type PreviewRow,
} from './preview-data';

export interface MerchantMonthsData {
  merchantId: string;
  name: string | null;
  /** YYYY-MM, oldest first. */
  months: string[];
  alreadyDeactivated: string[];
}

/** Merchants the page lists, each with all its months, before it only counts the rest (他 N 件). */
export const PREVIEW_MERCHANTS = 20;

const monthOf = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

export async function previewInvoiceUpload(db: Db, uploadId: string): Promise<ApprovalPreviewData> {
  const uploadRows = (where: SQL, limit: number) =>
    rows<PreviewRow>(
      db,
      sql`select r.line as position, r.merchant_id as id,
                 r.year::text || lpad(r.month::text, 2, '0') as value,
                 case when m.id is null then 'UnknownMerchant' end as problem
          from invoice_deactivation_upload_rows r left join merchants m on m.id = r.merchant_id
          where r.upload_id = ${uploadId} ${where} order by r.position limit ${limit}`,
    );
  const [counts] = await rows<{ n: number; failing: number }>(
    db,
    sql`select count(*)::int as n, count(*) filter (where m.id is null)::int as failing
        from invoice_deactivation_upload_rows r left join merchants m on m.id = r.merchant_id
        where r.upload_id = ${uploadId}`,
  );
  const [pairs] = await rows<{ merchants: number; months: number }>(
    db,
    sql`select count(distinct merchant_id)::int as merchants, count(*)::int as months
        from (select distinct merchant_id, year, month from invoice_deactivation_upload_rows
              where upload_id = ${uploadId}) d`,
  );
  const [upload] = await rows<{ file_name: string | null; comment: string | null }>(
    db,
    sql`select file_name, comment from invoice_deactivation_uploads where id = ${uploadId}`,
  );
  return {
    ...emptyPreview(counts.n),
    firstRows: await uploadRows(sql``, FIRST_ROWS),
    failingRows: await uploadRows(sql`and m.id is null`, FAILING_ROWS),
    failingCount: counts.failing,
    fileName: upload?.file_name ?? null,
    makerComment: upload?.comment ?? null,
    merchantCount: pairs.merchants,
    monthCount: pairs.months,
    merchants: await firstMerchants(db, uploadId),
  };
}

/** The first merchants in the order of their first line, each with every distinct month of the file. */
async function firstMerchants(db: Db, uploadId: string): Promise<MerchantMonthsData[]> {
  const found = await rows<{
    merchant_id: string;
    name: string | null;
    year: number;
    month: number;
    deactivated: boolean;
  }>(
    db,
    sql`with firsts as (
          select merchant_id, min(position) as first from invoice_deactivation_upload_rows
          where upload_id = ${uploadId} group by merchant_id order by min(position) limit ${PREVIEW_MERCHANTS}),
        months as (
          select distinct r.merchant_id, r.year, r.month from invoice_deactivation_upload_rows r
          where r.upload_id = ${uploadId} and r.merchant_id in (select merchant_id from firsts))
        select f.merchant_id, m.name, d.year, d.month, x.merchant_id is not null as deactivated
        from firsts f join months d on d.merchant_id = f.merchant_id
          left join merchants m on m.id = f.merchant_id
          left join invoice_deactivations x on x.merchant_id = d.merchant_id and x.year = d.year and x.month = d.month
        order by f.first, d.year, d.month`,
  );
  const byMerchant = new Map<string, MerchantMonthsData>();
  for (const r of found) {
    let entry = byMerchant.get(r.merchant_id);
    if (!entry) {
      entry = { merchantId: r.merchant_id, name: r.name, months: [], alreadyDeactivated: [] };
      byMerchant.set(r.merchant_id, entry);
    }
    const month = monthOf(r.year, r.month);
    entry.months.push(month);
    if (r.deactivated) entry.alreadyDeactivated.push(month);
  }
  return [...byMerchant.values()];
}
