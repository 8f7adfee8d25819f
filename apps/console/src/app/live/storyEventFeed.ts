/**
 * Story support (not part of the app): a live screen's server-sent event stream, answered through msw, that a
 * story's play function drives. Every area's live screens (robots' realtime control and RC 4.0 board, the cup
 * monitors and return feed).
 */
import { HttpResponse } from 'msw';

export interface StoryEvent {
  event: string;
  data: unknown;
}

/**
 * A server-sent event stream a story drives: `response()` answers a connection (msw streams it through the
 * worker) starting with `initial`; `send()` pushes an event to every open connection; `drop()` ends them as a
 * lost connection would (the client then reconnects by itself).
 */
export function createEventFeed() {
  const open = new Set<ReadableStreamDefaultController<Uint8Array>>();
  const encoder = new TextEncoder();
  let nextId = 1;
  const frame = ({ event, data }: StoryEvent) =>
    encoder.encode(`id: ${String(nextId++)}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  return {
    response(initial: readonly StoryEvent[] = []): Response {
      let mine: ReadableStreamDefaultController<Uint8Array> | undefined;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          mine = controller;
          open.add(controller);
          for (const item of initial) controller.enqueue(frame(item));
        },
        cancel() {
          if (mine !== undefined) open.delete(mine);
        },
      });
      return new HttpResponse(body, {
        headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' },
      });
    },
    send(event: string, data: unknown): void {
      for (const controller of open) controller.enqueue(frame({ event, data }));
    },
    drop(): void {
      for (const controller of open) controller.close();
      open.clear();
    },
    get connections(): number {
      return open.size;
    },
  };
}

export type EventFeed = ReturnType<typeof createEventFeed>;
