import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { notify } from '../../notifications/index.ts';

const excerpt = (text: string) => (text.length > 160 ? `${text.slice(0, 157)}…` : text);

/** The author's name as a notice quotes it. */
export async function nameOf(db: Kysely<DB>, profileId: number): Promise<string> {
  const p = await db
    .selectFrom('profiles')
    .select(['first_name', 'last_name'])
    .where('id', '=', profileId)
    .executeTakeFirst();
  return p ? `${p.first_name} ${p.last_name}`.trim() : '';
}

/**
 * A notice of the questions area (inbox; the member's rule of the kind decides): the question's
 * title as its line, who wrote what beneath it, a link to the question.
 */
export function noticeOfQuestion(
  trx: Kysely<DB>,
  to: number,
  kind: 'newQuestion' | 'questionAnswer' | 'answerComment',
  question: { id: number; title: string },
  by: string,
  text: string,
  now: Date,
) {
  return notify(
    trx,
    {
      profileId: to,
      kind,
      data: { title: question.title, text: `${by}: ${excerpt(text)}`, name: by },
      link: { route: 'network-question', params: { id: String(question.id) } },
    },
    now,
  );
}
