/** Pretty JSON (already masked by the loader), scrollable and bounded in height. */
export function JsonBlock({
  title,
  json,
  tone,
}: {
  title: string;
  json: string;
  tone?: "classic" | "capability";
}) {
  return (
    <figure className={`adm-json-fig${tone ? ` ${tone}` : ""}`}>
      <figcaption>{title}</figcaption>
      <pre className="adm-json">{json}</pre>
    </figure>
  );
}
