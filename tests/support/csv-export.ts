// One export through the shared exporter, as the console's CSV出力 does it: POST /api/exports for a one-use URL,
// then the download; answers the status and the file's lines (BOM dropped, CRLF split, no trailing empty line).
export async function exportedCsv(
  baseUrl: string,
  cookie: string,
  table: string,
  scope: Record<string, unknown>,
): Promise<{ status: number; lines: string[] }> {
  const asked = await fetch(`${baseUrl}/api/exports`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ table, scope }),
  });
  if (asked.status !== 200) return { status: asked.status, lines: [] };
  const { url } = (await asked.json()) as { url: string };
  const file = await fetch(`${baseUrl}${url}`, { headers: { cookie } });
  const text = Buffer.from(await file.arrayBuffer())
    .subarray(3)
    .toString('utf8');
  return { status: file.status, lines: text.split('\r\n').slice(0, -1) };
}
