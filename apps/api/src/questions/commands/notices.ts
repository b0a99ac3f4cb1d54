import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { notify } from '../../notifications/index.ts';
import { type QuestionNoticeKind, questionNoticeMail } from '../mails/question-notice.ts';

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
 * A notice of the questions area (the member's rule of the kind decides: inbox and/or mail in their
 * language): the question's title as its line, who wrote what beneath it, a link to the question.
 */
export async function noticeOfQuestion(
  trx: Kysely<DB>,
  to: number,
  kind: QuestionNoticeKind,
  question: { id: number; title: string },
  by: string,
  text: string,
  deps: { now: Date; publicUrl: string },
) {
  const person = await trx
    .selectFrom('profiles')
    .select(['email', 'first_name', 'last_name', 'language_id'])
    .where('id', '=', to)
    .executeTakeFirstOrThrow();
  const addressee = {
    profileId: to,
    email: person.email,
    name: `${person.first_name} ${person.last_name}`.trim() || person.email,
    languageId: person.language_id,
  };
  await notify(
    trx,
    {
      profileId: to,
      kind,
      data: { title: question.title, text: `${by}: ${excerpt(text)}`, name: by },
      link: { route: 'network-question', params: { id: String(question.id) } },
      mail: questionNoticeMail(
        addressee,
        kind,
        { questionId: question.id, title: question.title, by, text: excerpt(text) },
        deps.publicUrl,
      ),
    },
    deps.now,
  );
}
