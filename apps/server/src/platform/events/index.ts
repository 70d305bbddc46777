import type { LiveChangeKind } from '@wanju/api-client';

/**
 * The in-process domain-event bus: an area says what happened to its records, other parts of the server (the
 * realtime fan-out, …) react, and neither knows the other. Typed: every event type has one payload shape.
 * One bus per app context (a test process may run several servers).
 */

/** Who is told of a change: a user, a company's staff, the holders of a record's share or confirmation link, a conversation's members. */
export type ChangeAudience =
  | { user: number }
  | { company: number }
  | { share: { kind: ChangeKind; id: number } }
  | { conversation: string };

/** The records whose changes screens follow (the browser's data hooks refetch what shows the kind). */
export type ChangeKind = LiveChangeKind;

/** A record changed: its kind and id, and who may be told (never its content: screens fetch that themselves). */
export interface RecordChanged {
  kind: ChangeKind;
  id: number | string;
  audience: ChangeAudience | readonly ChangeAudience[];
}

/** An export job ended (the exports area, when the job's record still exists). */
export interface ExportFinished {
  userId: number;
  ok: boolean;
}

/** A customer's confirmation of a quotation was stored, and it is news to the salesperson. */
export interface QuotationConfirmed {
  salesperson: number;
  number: string;
  content: string;
  link: string;
}

/** Every domain event, by type. */
export interface DomainEvents {
  'record.changed': RecordChanged;
  'export.finished': ExportFinished;
  'quotation.confirmed': QuotationConfirmed;
}

export type DomainEventType = keyof DomainEvents;

export interface EventBus {
  /** Calls `handler` with every event of the type, until the returned function is called. */
  on<T extends DomainEventType>(type: T, handler: (event: DomainEvents[T]) => unknown): () => void;
  /** Hands the event to every handler now; a failing handler is reported and does not stop the others. */
  emit<T extends DomainEventType>(type: T, event: DomainEvents[T]): void;
  /**
   * Hands the event to every handler and resolves once all of them have finished (never rejects: a failing
   * handler is reported): what a service awaits when its answer should find the reactions done.
   */
  deliver<T extends DomainEventType>(type: T, event: DomainEvents[T]): Promise<void>;
}

export function createEventBus(onError: (error: unknown) => void = () => {}): EventBus {
  const handlers = new Map<DomainEventType, Set<(event: never) => unknown>>();
  const call = <T extends DomainEventType>(type: T, event: DomainEvents[T]) =>
    [...(handlers.get(type) ?? [])].map((handler) => {
      try {
        return (handler as (event: DomainEvents[T]) => unknown)(event);
      } catch (error) {
        onError(error);
        return undefined;
      }
    });
  return {
    on(type, handler) {
      let set = handlers.get(type);
      if (!set) {
        set = new Set();
        handlers.set(type, set);
      }
      set.add(handler);
      return () => void set.delete(handler);
    },
    emit(type, event) {
      for (const result of call(type, event)) if (result instanceof Promise) result.catch(onError);
    },
    async deliver(type, event) {
      const results = await Promise.allSettled(call(type, event));
      for (const result of results) if (result.status === 'rejected') onError(result.reason);
    },
  };
}

const buses = new WeakMap<object, EventBus>();

/** The bus of an app context (made on first use). */
export function eventBus(owner: object): EventBus {
  let bus = buses.get(owner);
  if (!bus) {
    bus = createEventBus();
    buses.set(owner, bus);
  }
  return bus;
}

/**
 * What an area calls when one of its records changed (after the change is stored): the screens showing it
 * refetch. `ctx` is the area's app context.
 */
export function publishChange(ctx: object, change: RecordChanged): void {
  eventBus(ctx).emit('record.changed', change);
}

/**
 * What an area calls when something happened that areas below it react to (a notice when an export ends or a
 * quotation is confirmed): resolves once every subscriber has finished. The lower areas subscribe when the
 * areas register (areas.ts), so the area publishing imports none of them.
 */
export function publishEvent<T extends Exclude<DomainEventType, 'record.changed'>>(
  ctx: object,
  type: T,
  event: DomainEvents[T],
): Promise<void> {
  return eventBus(ctx).deliver(type, event);
}
