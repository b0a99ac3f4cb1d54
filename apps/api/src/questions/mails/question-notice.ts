import { localeOfLanguageId, localizedPath } from '@meetspace/domain';
import { addressedMail, type MailAddressee } from '../../kernel/mail/addressed-mail.ts';
import type { Mail } from '../../kernel/mail/outbox.queries.ts';

/** The notices the questions area sends. */
export type QuestionNoticeKind = 'newQuestion' | 'questionAnswer' | 'answerComment';

const TEXT = {
  nl: {
    subject: {
      newQuestion: (title: string) => `Nieuwe vraag in je groep: ${title}`,
      questionAnswer: (title: string) => `Nieuw antwoord op je vraag: ${title}`,
      answerComment: (title: string) => `Reactie op je antwoord bij: ${title}`,
    },
    body: {
      newQuestion: (by: string) => `${by} stelde een vraag in een groep waar je lid van bent:`,
      questionAnswer: (by: string) => `${by} beantwoordde je vraag:`,
      answerComment: (by: string) => `${by} reageerde op je antwoord:`,
    },
    greeting: (name: string) => `Beste ${name},`,
    link: 'Lees en reageer',
    rules: 'Je krijgt deze e-mail door je meldingsinstellingen; je kunt ze wijzigen in je inbox.',
    closing: 'Met vriendelijke groet,\nMeetspace',
  },
  en: {
    subject: {
      newQuestion: (title: string) => `New question in your group: ${title}`,
      questionAnswer: (title: string) => `New answer to your question: ${title}`,
      answerComment: (title: string) => `Reply to your answer on: ${title}`,
    },
    body: {
      newQuestion: (by: string) => `${by} asked a question in a group you are a member of:`,
      questionAnswer: (by: string) => `${by} answered your question:`,
      answerComment: (by: string) => `${by} replied to your answer:`,
    },
    greeting: (name: string) => `Dear ${name},`,
    link: 'Read and reply',
    rules: 'You receive this e-mail because of your notification settings; change them in your inbox.',
    closing: 'Kind regards,\nMeetspace',
  },
} as const;

/** A question notice by mail in the member's language: who wrote what, and the question's page. */
export function questionNoticeMail(
  to: MailAddressee,
  kind: QuestionNoticeKind,
  facts: { questionId: number; title: string; by: string; text: string },
  publicUrl: string,
): Mail {
  const locale = localeOfLanguageId(to.languageId);
  const t = TEXT[locale];
  const path = localizedPath('network-question', locale, { id: facts.questionId });
  return addressedMail(to, `question-${kind}`, t.subject[kind](facts.title), [
    t.greeting(to.name),
    '',
    t.body[kind](facts.by),
    '',
    `"${facts.title}"`,
    facts.text,
    '',
    `${t.link}: ${publicUrl.replace(/\/$/, '')}${path}`,
    '',
    t.rules,
    '',
    t.closing,
  ]);
}
