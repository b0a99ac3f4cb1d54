import { termBlocks } from '../term-body.ts';

/** A terms body rendered as headings, paragraphs and lists: text only, never as HTML. */
export function TermBody({ body }: { body: string }) {
  const blocks = termBlocks(body);
  return (
    <div className="term-body">
      {blocks.map((block, index) => {
        // The blocks are a fixed sequence for one body: their position is their identity.
        const key = `${block.kind}-${index}`;
        switch (block.kind) {
          case 'heading':
            return <h2 key={key}>{block.text}</h2>;
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
