import { questionApi } from '@meetspace/domain';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../kernel/http/endpoint.ts';
import { answerQuestion } from './commands/answer-question.ts';
import { askQuestion } from './commands/ask-question.ts';
import { chooseBest, setAnswer, setQuestionStatus } from './commands/asker-actions.ts';
import { voteAnswer } from './commands/vote-answer.ts';
import {
  answeredOn,
  groupQuestions,
  listQuestions,
  myQuestions,
  type QuestionDeps,
  readQuestion,
} from './question.reads.ts';

/** The question calls (`questionApi`); every one is members-only (the kernel's hook answers 401). */
export const questionRoutes: FastifyPluginAsync = async (app) => {
  const deps = (): QuestionDeps => ({ db: app.db, now: app.now(), publicUrl: app.publicUrl });
  route(app, questionApi.list, ({ actor, query }) => listQuestions(deps(), actor, query));
  route(app, questionApi.answeredOn, ({ actor, query }) => answeredOn(deps(), actor, query));
  route(app, questionApi.mine, ({ actor, query }) => myQuestions(deps(), actor, query));
  route(app, questionApi.get, ({ actor, params }) => readQuestion(deps(), actor, params.id));
  route(app, questionApi.ask, ({ actor, body }) => askQuestion(deps(), actor, body));
  route(app, questionApi.answer, ({ actor, body }) => answerQuestion(deps(), actor, body));
  route(app, questionApi.best, ({ actor, params }) => chooseBest(deps(), actor, params.id));
  route(app, questionApi.upvote, ({ actor, params }) => voteAnswer(deps(), actor, params.id, 'up'));
  route(app, questionApi.downvote, ({ actor, params }) => voteAnswer(deps(), actor, params.id, 'down'));
  route(app, questionApi.close, ({ actor, params }) => setQuestionStatus(deps(), actor, params.id, 'closed'));
  route(app, questionApi.open, ({ actor, params }) => setQuestionStatus(deps(), actor, params.id, 'open'));
  route(app, questionApi.setAnswer, ({ actor, params, body }) =>
    setAnswer(deps(), actor, params.id, body.Text),
  );
  route(app, questionApi.group, ({ actor, params, query }) =>
    groupQuestions(deps(), actor, params.id, query),
  );
};
