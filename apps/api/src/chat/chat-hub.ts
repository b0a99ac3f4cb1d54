import type { ChatStreamEvent } from '@meetspace/domain';
import { type FanOut, localFanOut } from '../kernel/fan-out.ts';
import { SetMap } from '../kernel/set-map.ts';

const CHAT_CHANNEL = 'chat';

/** One open stream: how to write an event to it. */
export interface StreamClient {
  send(event: ChatStreamEvent): void;
  /** Ends the stream (the app is closing). */
  end(): void;
}

/** What goes through the fan-out: an event and the members whose streams get it. */
interface ChatDelivery {
  profileIds: number[];
  event: ChatStreamEvent;
}

/**
 * The live streams of this process, by member: every tab of a member has its own stream. A change
 * is published after its transaction committed, to the streams of both members of the chat (so
 * the sender's other tabs follow too), through the app's fan-out: with several processes (Redis)
 * every process hands it to the streams it holds.
 */
export class ChatHub {
  private readonly streams = new SetMap<number, StreamClient>();
  private readonly stopListening: () => void;

  constructor(private readonly fanOut: FanOut = localFanOut()) {
    this.stopListening = fanOut.subscribe(CHAT_CHANNEL, (message) => {
      const { profileIds, event } = message as ChatDelivery;
      this.deliver(profileIds, event);
    });
  }

  add(profileId: number, client: StreamClient): () => void {
    return this.streams.add(profileId, client);
  }

  publish(profileIds: readonly number[], event: ChatStreamEvent): void {
    const delivery: ChatDelivery = { profileIds: [...new Set(profileIds)], event };
    this.fanOut.publish(CHAT_CHANNEL, delivery);
  }

  /** Writes an event to this process's streams of the given members. */
  private deliver(profileIds: readonly number[], event: ChatStreamEvent): void {
    for (const id of profileIds) {
      for (const client of this.streams.get(id)) {
        try {
          client.send(event);
        } catch {
          // A stream that fails to write is closed by its own close handler.
        }
      }
    }
  }

  /** Ends every stream (the app is closing: open streams would hold the server). */
  closeAll(): void {
    this.stopListening();
    for (const client of this.streams.values()) client.end();
    this.streams.clear();
  }

  /** How many streams a member has open (tests, the README's figures). */
  count(profileId: number): number {
    return this.streams.get(profileId).size;
  }
}
