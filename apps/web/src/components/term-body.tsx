import { termBlocks } from '../lib/term-body.ts';

/**
 * A terms body rendered as headings, paragraphs and lists: text only, never as HTML. Its headings
 * are `h2` on a page of terms, `h3` inside a section with its own `h2` (the boarding wizard's step).
 */
export function TermBody({ body, headingLevel = 2 }: { body: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const blocks = termBlocks(body);
  return (
    <div className="term-body">
      {blocks.map((block, index) => {
        // The blocks are a fixed sequence for one body: their position is their identity.
        const key = `${block.kind}-${index}`;
        switch (block.kind) {
          case 'heading':
            return <Heading key={key}>{block.text}</Heading>;
          case 'numbered':
            return (
              <ol key={key} className="term-list">
                {block.items.map((item) => (
                  <li key={`${item.number}-${item.text}`} value={item.number}>
                    {item.text}
                  </li>
                ))}
              </ol>
            );
          case 'bullets':
            return (
              <ul key={key} className="term-list">
                {block.items.map((item, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: items of a fixed text may repeat
                  <li key={i}>{item}</li>
                ))}
              </ul>
            );
          default:
            return (
              <p key={key}>
                {block.lines.map((line, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: lines of a fixed text may repeat
                  <span key={i}>
                    {i > 0 && <br />}
                    {line}
                  </span>
                ))}
              </p>
            );
        }
      })}
    </div>
  );
}
