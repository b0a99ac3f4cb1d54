import type { ChatStreamEvent } from '@meetspace/domain';

/** One open stream: how to write an event to it. */
export interface StreamClient {
  send(event: ChatStreamEvent): void;
  /** Ends the stream (the app is closing). */
  end(): void;
}

/**
 * The live streams of this process, by member: every tab of a member has its own stream. A change
 * is published after its transaction committed, to the streams of both members of the chat (so
 * the sender's other tabs follow too). One process only: see the README for several processes.
 */
export class ChatHub {
  private readonly streams = new Map<number, Set<StreamClient>>();

  add(profileId: number, client: StreamClient): () => void {
    let set = this.streams.get(profileId);
    if (!set) {
      set = new Set();
      this.streams.set(profileId, set);
    }
    set.add(client);
    return () => {
      const current = this.streams.get(profileId);
      current?.delete(client);
      if (current && current.size === 0) this.streams.delete(profileId);
    };
  }

  publish(profileIds: readonly number[], event: ChatStreamEvent): void {
    for (const id of new Set(profileIds)) {
      for (const client of this.streams.get(id) ?? []) {
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
    for (const set of this.streams.values()) for (const client of set) client.end();
    this.streams.clear();
  }

  /** How many streams a member has open (tests, the README's figures). */
  count(profileId: number): number {
    return this.streams.get(profileId)?.size ?? 0;
  }
}
