export { isDatabaseEmpty } from '../db/empty.ts';

import { hash } from '@node-rs/argon2';
import type { Kysely } from 'kysely';
import { renderProfileImage } from '../accounts/index.ts';
import type { DB } from '../db/schema.ts';
import { type DemoChatsSummary, writeDemoChats } from './chats.ts';
import { type DemoEventsSummary, writeDemoEvents } from './events.ts';
import { type DemoGroupsSummary, writeDemoGroups } from './groups.ts';
import { type DemoHistorySummary, writeDemoHistory } from './history.ts';
import { writeDemoNotes } from './host-notes.ts';
import { writeHostVouchers } from './host-offerings.ts';
import { writeDemoHosting } from './hosting.ts';
import { renderNetworkImages } from './images/network-images.ts';
import { renderPortraits } from './images/portrait-images.ts';
import { writeDemoModeration } from './moderation.ts';
import { writeDemoMoney } from './money.ts';
import { writeDemoNetwork } from './network.ts';
import { writeDemoNotifications } from './notifications.ts';
import { planDemoData } from './plan.ts';
import { writeDemoPortraits } from './portraits.ts';
import { type DemoProposalsSummary, writeDemoProposals } from './proposals.ts';
import { type DemoQuestionsSummary, writeDemoQuestions } from './questions.ts';
import { type DemoReviewsSummary, writeDemoReviews } from './reviews.ts';
import { type DemoStoriesSummary, writeDemoStories } from './stories.ts';
import { writeDemoWidget } from './widgets.ts';
import { loadReferenceIds, writeDemoPlan } from './write.ts';

export { DEMO_ACCOUNTS } from './people.ts';
export { DEMO_VOUCHERS, type DemoVoucher } from './vouchers.ts';
export { DEMO_WIDGET_KEY } from './widgets.ts';

/** The seed the demo uses unless told otherwise. */
export const DEFAULT_DEMO_SEED = 20261121;
/** Live locations the demo creates unless told otherwise (the site claims about 200). */
export const DEFAULT_DEMO_LOCATIONS = 200;

export interface DemoOptions {
  /** Live locations to create (default 200); two pending locations come on top. */
  locations?: number;
  seed?: number;
  /** Password of every demo account; hashed once with argon2id. */
  password: string;
  /** Decides which reservations lie in the past and which in the future (default: the current time). */
  now?: Date;
  /**
   * The upload folder (`UPLOAD_DIR`) the demo events' pictures are written to, as uploads would be;
   * without it the events have no picture.
   */
  uploadDir?: string;
}

export interface DemoSummary {
  /** Live locations. */
  locations: number;
  spaces: number;
  profiles: number;
  /** Including the one made by accepting a demo proposal (proposals.ts). */
  reservations: number;
  vouchers: number;
  tenders: number;
  proposals: number;
  /** Events (events.ts): published, draft and past ones. */
  events: number;
  eventRegistrations: number;
  /** Groups of the member network (groups.ts), the draft included, and their membership rows. */
  groups: number;
  groupMemberships: number;
  /** Stories (stories.ts): published, draft and retracted, and their comments. */
  stories: number;
  storyComments: number;
  /** Questions (questions.ts) and their answers (not replies). */
  questions: number;
  questionAnswers: number;
  /** Reviews (reviews.ts): submitted ones (in every location's score), and open ones. */
  reviews: number;
  openReviews: number;
  /** The year of searches behind the statistics (history.ts); its bookings are in `reservations`. */
  historySearches: number;
  /** Chats between demo members (chats.ts), the booker's four among them, and their messages. */
  chats: number;
  chatMessages: number;
  /** Members given a profile picture (0 without an upload folder). */
  profilePictures: number;
}

/** True when the database has no locations yet (demo data may be generated into it). */
/**
 * Fills a migrated, empty database with deterministic demo data in one transaction: the same seed
 * and options give the same rows (only the password hash salt differs).
 */
export async function generateDemoData(db: Kysely<DB>, options: DemoOptions): Promise<DemoSummary> {
  const seed = options.seed ?? DEFAULT_DEMO_SEED;
  const plan = planDemoData({
    seed,
    locations: options.locations ?? DEFAULT_DEMO_LOCATIONS,
    now: options.now ?? new Date(),
  });
  const passwordHash = await hash(options.password);
  let hostVouchers = 0;
  let proposals: DemoProposalsSummary = { tenders: 0, proposals: 0, reservations: 0 };
  let events: DemoEventsSummary = { events: 0, registrations: 0, payments: 0, images: 0 };
  let groups: DemoGroupsSummary = { groups: 0, memberships: 0, images: 0 };
  let stories: DemoStoriesSummary = { stories: 0, links: 0, comments: 0, blogRights: 0, images: 0 };
  let reviews: DemoReviewsSummary = { submitted: 0, open: 0, answered: 0 };
  let questions: DemoQuestionsSummary = { questions: 0, answers: 0, replies: 0, votes: 0 };
  let history: DemoHistorySummary = { searches: 0, reservations: 0, checkIns: 0 };
  let chats: DemoChatsSummary = { chats: 0, messages: 0 };
  // The groups' and stories' pictures are drawn while the rows are written (sharp works on its own threads).
  const pictures = options.uploadDir ? renderNetworkImages() : undefined;
  pictures?.catch(() => undefined);
  // The members' profile pictures, drawn the same way, through the profile picture pipeline.
  const portraits = options.uploadDir ? renderPortraits(renderProfileImage) : undefined;
  portraits?.catch(() => undefined);
  let profilePictures = 0;
  await db.transaction().execute(async (trx) => {
    const reference = await loadReferenceIds(trx);
    await writeDemoPlan(trx, plan, passwordHash, reference);
    await writeDemoModeration(trx, seed, options.now ?? new Date());
    await writeDemoHosting(trx, options.seed ?? DEFAULT_DEMO_SEED, options.now ?? new Date());
    hostVouchers = await writeHostVouchers(trx, (options.now ?? new Date()).toISOString());
    proposals = await writeMoney(trx, seed, options.now ?? new Date());
    await writeDemoWidget(trx, options.now ?? new Date());
    // Last, with its own random stream: the events leave everything before them as it was.
    events = await writeDemoEvents(trx, seed, options.now ?? new Date(), options.uploadDir);
    // Then the member network, each with its own stream: the groups, then the stories in them.
    groups = await writeDemoGroups(trx, seed, options.now ?? new Date(), options.uploadDir, pictures);
    stories = await writeDemoStories(trx, seed, options.now ?? new Date(), options.uploadDir, pictures);
    // The network's questions, answers and votes (their own stream; the booker's answers notify them).
    questions = await writeDemoQuestions(trx, seed, options.now ?? new Date());
    // A year of searches and finished bookings for the statistics (its own stream; before the
    // reviews, which review finished reservations).
    history = await writeDemoHistory(trx, plan, seed, options.now ?? new Date());
    // Then, with its own stream: reviews of the reservations that have ended by now (whatever
    // the steps before wrote), and every location's score and count from them.
    reviews = await writeDemoReviews(trx, seed, options.now ?? new Date());
    // The network's people: profiles' network fields, check-ins today and tomorrow, click logs.
    await writeDemoNetwork(trx, seed, options.now ?? new Date());
    // Their pictures (no random stream: which member has which follows from the list and the seed).
    if (options.uploadDir && portraits) {
      profilePictures = await writeDemoPortraits(trx, seed, options.uploadDir, await portraits);
    }
    // The members' chats (their own stream).
    chats = await writeDemoChats(trx, seed, options.now ?? new Date());
    // Last: the booker's and host's notifications name what the rest wrote.
    await writeDemoNotifications(trx, options.now ?? new Date());
  });
  return {
    locations: plan.locations.filter((l) => l.row.status === 'live').length,
    spaces: plan.locations.reduce((sum, l) => sum + l.spaces.length, 0),
    profiles: plan.people.profiles.length,
    reservations: plan.reservations.length + proposals.reservations + history.reservations,
    vouchers: plan.vouchers.length + hostVouchers,
    tenders: proposals.tenders,
    proposals: proposals.proposals,
    events: events.events,
    eventRegistrations: events.registrations,
    groups: groups.groups,
    groupMemberships: groups.memberships,
    stories: stories.stories,
    storyComments: stories.comments,
    questions: questions.questions,
    questionAnswers: questions.answers,
    reviews: reviews.submitted,
    openReviews: reviews.open,
    historySearches: history.searches,
    chats: chats.chats,
    chatMessages: chats.messages,
    profilePictures,
  };
}

/**
 * The demo's invoices, payments and wallets, then its tenders and proposals (after the money, so the
 * booker's reservations the money demo picks stay the same); the events they raise are history,
 * not news: no mails go out for them.
 */
async function writeMoney(trx: Kysely<DB>, seed: number, now: Date): Promise<DemoProposalsSummary> {
  const idOf = async (email: string) =>
    (await trx.selectFrom('profiles').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const people = { bookerId: await idOf('booker@example.com'), hostId: await idOf('host@example.com') };
  await writeDemoMoney(trx, people, now);
  await writeDemoNotes(trx, people, now);
  const proposals = await writeDemoProposals(trx, seed, now);
  await trx
    .updateTable('events')
    .set({ dispatched_at: now.toISOString() })
    .where('dispatched_at', 'is', null)
    .execute();
  return proposals;
}
