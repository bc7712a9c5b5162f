// A code → label map as catalogue entries under one prefix (`operation.consumer.close`, `permission.staff.admin`).
export type Prefixed<P extends string, M> = { [K in keyof M & string as `${P}.${K}`]: string };

export function prefixed<P extends string, M extends Readonly<Record<string, string>>>(
  prefix: P,
  labels: M,
): Prefixed<P, M> {
  return Object.fromEntries(
    Object.entries(labels).map(([code, label]) => [`${prefix}.${code}`, label]),
  ) as Prefixed<P, M>;
}
