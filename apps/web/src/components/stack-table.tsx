import type { ReactNode } from 'react';

/**
 * A list as a table with a hidden caption and a header row from `columns` (key to name, in order);
 * below 40rem each row stacks into a card, its cells labelled by `data-label` with the column names.
 * The columns named in `numeric` are right-aligned.
 */
export function StackTable<K extends string>({
  className,
  caption,
  columns,
  numeric = [],
  busy,
  children,
}: {
  /** The feature's table class (`stack` is added). */
  className: string;
  caption: string;
  columns: Record<K, string>;
  numeric?: readonly K[];
  busy?: boolean;
  /** The rows. */
  children: ReactNode;
}) {
  return (
    <table className={`${className} stack`} aria-busy={busy}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {(Object.entries(columns) as [K, string][]).map(([key, name]) => (
            <th key={key} scope="col" className={numeric.includes(key) ? 'num' : undefined}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
