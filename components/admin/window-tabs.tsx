import Link from "next/link";

/** Links that switch the `?days=` window; the current one is marked for assistive tech too. */
export function WindowTabs({
  path,
  days,
  options,
}: {
  path: string;
  days: number;
  options: readonly number[];
}) {
  return (
    <nav className="adm-tabs" aria-label="Time window">
      {options.map((d) => (
        <Link key={d} href={`${path}?days=${d}`} aria-current={d === days ? "page" : undefined}>
          {d === 1 ? "24 hours" : `${d} days`}
        </Link>
      ))}
    </nav>
  );
}
