import { render, waitFor } from '@testing-library/react';
import type { RealtimeClientMessage, RealtimeServerMessage, RealtimeSocket } from '@wanju/api-client';
import { describe, expect, it } from 'vitest';
import { createLive, createShareLive, type LiveIdentity, setAppLive } from './live';
import { useRemote } from './remote';

/** A socket the test plays the server for. */
class FakeSocket implements RealtimeSocket {
  readyState = 0;
  sent: RealtimeClientMessage[] = [];
  closed = false;
  onopen: RealtimeSocket['onopen'] = null;
  onmessage: RealtimeSocket['onmessage'] = null;
  onclose: RealtimeSocket['onclose'] = null;
  onerror: RealtimeSocket['onerror'] = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  accept(ready: RealtimeServerMessage) {
    this.readyState = 1;
    this.onopen?.({});
    this.reply(ready);
  }
  reply(message: RealtimeServerMessage) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

function fakeSockets() {
  const sockets: FakeSocket[] = [];
  return {
    sockets,
    socket: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
  };
}

const change = (channel: string, kind: string, id: number): RealtimeServerMessage => ({
  type: 'event',
  channel,
  event: { type: 'change', kind, id },
});

describe('live data of the signed-in app', () => {
  it("opens one socket with the first listener, on the user's and company's channels, and hands each change to the listeners of its kind", () => {
    const { sockets, socket } = fakeSockets();
    const identity: LiveIdentity = { token: 't1', userId: 7, companyId: 3 };
    const live = createLive({ identity: () => identity, url: 'ws://x/api/ws', socket });
    expect(sockets).toHaveLength(0);
    const quotations: unknown[] = [];
    const lists: unknown[] = [];
    live.listen(['quotation'], (c) => quotations.push(c.id));
    live.listen(['choose', 'inquiry'], (c) => lists.push(c.id));
    expect(sockets).toHaveLength(1);
    const s = sockets[0] as FakeSocket;
    s.accept({ type: 'ready', user_id: 7, company_id: 3 });
    expect(s.sent).toEqual([
      { type: 'auth', token: 't1' },
      { type: 'subscribe', channel: 'user:7' },
      { type: 'subscribe', channel: 'company:3' },
    ]);
    s.reply(change('user:7', 'quotation', 1));
    s.reply(change('company:3', 'inquiry', 2));
    s.reply(change('company:3', 'cart', 3));
    s.reply({ type: 'event', channel: 'user:7', event: { type: 'notice', count: 1 } });
    expect(quotations).toEqual([1]);
    expect(lists).toEqual([2]);
  });

  it('closes the socket with the last listener, and when another user signs in opens one of theirs', () => {
    const { sockets, socket } = fakeSockets();
    let identity: LiveIdentity | null = { token: 't1', userId: 7, companyId: 0 };
    const live = createLive({ identity: () => identity, url: 'ws://x/api/ws', socket });
    const stop = live.listen(['cart'], () => undefined);
    stop();
    expect(sockets[0]?.closed).toBe(true);
    identity = { token: 't2', userId: 8, companyId: 0 };
    live.listen(['cart'], () => undefined);
    expect(sockets).toHaveLength(2);
    (sockets[1] as FakeSocket).accept({ type: 'ready', user_id: 8, company_id: 0 });
    expect(sockets[1]?.sent).toEqual([
      { type: 'auth', token: 't2' },
      { type: 'subscribe', channel: 'user:8' },
    ]);
    identity = null;
    live.listen(['cart'], () => undefined);
    expect(sockets[1]?.closed).toBe(true);
    expect(sockets).toHaveLength(2);
  });

  it("a share link's page signs in with the link's token and gets its record's changes", () => {
    const { sockets, socket } = fakeSockets();
    const live = createShareLive('choose', 'abc', { url: 'ws://x/api/ws', socket });
    const seen: unknown[] = [];
    live.listen(['choose'], (c) => seen.push(c.id));
    const s = sockets[0] as FakeSocket;
    s.accept({ type: 'ready', user_id: 0, company_id: 0, channels: ['share:choose-5'] });
    expect(s.sent[0]).toEqual({ type: 'auth', token: 'share.choose.abc' });
    s.reply(change('share:choose-5', 'choose', 5));
    expect(seen).toEqual([5]);
    live.close();
    expect(s.closed).toBe(true);
  });
});

function Screen({ load }: { load: () => Promise<number> }) {
  const { state, data } = useRemote(load, [], 0, { live: ['inquiry'] });
  return (
    <p>
      {state}:{data}
    </p>
  );
}

describe('a remote screen with live kinds', () => {
  it('loads again in place when a change of its kind arrives', async () => {
    const { sockets, socket } = fakeSockets();
    setAppLive(createLive({ identity: () => ({ token: 't', userId: 1, companyId: 0 }), url: 'ws://x', socket }));
    let answer = 0;
    const view = render(<Screen load={async () => ++answer} />);
    await view.findByText('ready:1');
    const s = sockets[0] as FakeSocket;
    s.accept({ type: 'ready', user_id: 1, company_id: 0 });
    s.reply(change('user:1', 'quotation', 1));
    s.reply(change('user:1', 'inquiry', 9));
    await view.findByText('ready:2');
    view.unmount();
    await waitFor(() => expect(s.closed).toBe(true));
    setAppLive(null);
  });
});
