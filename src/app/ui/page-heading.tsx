// A page's title line: the title and, when the page is about one record, its id.
export function PageHeading({ title, id }: { title: string; id?: string }) {
  return (
    <h1 className="page-heading">
      {title}
      {id && <span className="page-heading__id">{id}</span>}
    </h1>
  );
}
