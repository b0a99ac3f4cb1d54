/**
 * A terms body as blocks to render. The API stores it as plain text: blocks separated by a blank
 * line, lines by a single newline. A block whose lines are all numbered ("1. ...") is a numbered
 * list, all bulleted ("- ...", "* ...", "• ...") a bullet list; a "# " line, or a lone short line
 * without closing punctuation that has more text after it, a heading; anything else a paragraph
 * whose lines keep their breaks. Only text comes out: the page never renders the body as HTML.
 */
export type TermBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'numbered'; items: { number: number; text: string }[] }
  | { kind: 'bullets'; items: string[] };

const NUMBERED = /^(\d{1,4})[.)]\s+(\S.*)$/;
const BULLET = /^[-*\u2022]\s+(\S.*)$/;
const MARKED_HEADING = /^#{1,6}\s+(\S.*)$/;
const HEADING_MAX_LENGTH = 80;

/** The blocks of a body: see the type's comment for the rules. */
export function termBlocks(body: string): TermBlock[] {
  const chunks = body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((chunk) =>
      chunk
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);
  return chunks.flatMap((lines, index) => blocksOfChunk(lines, index < chunks.length - 1));
}

function blocksOfChunk(lines: string[], hasMore: boolean): TermBlock[] {
  const [first, ...rest] = lines as [string, ...string[]];
  const marked = MARKED_HEADING.exec(first);
  if (marked) {
    const heading: TermBlock = { kind: 'heading', text: marked[1] as string };
    return rest.length > 0 ? [heading, ...blocksOfChunk(rest, hasMore)] : [heading];
  }
  const numbered = lines.map((line) => NUMBERED.exec(line));
  if (numbered.every((m) => m !== null)) {
    return [
      {
        kind: 'numbered',
        items: numbered.map((m) => ({ number: Number(m?.[1]), text: m?.[2] ?? '' })),
      },
    ];
  }
  const bullets = lines.map((line) => BULLET.exec(line));
  if (bullets.every((m) => m !== null)) return [{ kind: 'bullets', items: bullets.map((m) => m?.[1] ?? '') }];
  if (lines.length === 1 && hasMore && looksLikeHeading(first)) return [{ kind: 'heading', text: first }];
  return [{ kind: 'paragraph', lines }];
}

/** A short line that does not end a sentence or a clause. */
function looksLikeHeading(line: string): boolean {
  return line.length <= HEADING_MAX_LENGTH && !/[.!?;:,]$/.test(line);
}
