import { describe, expect, it } from 'vitest';
import {
  BADGE_MAX,
  badgeText,
  CHAT_HISTORY_PAGE_SIZE,
  CHAT_TABS,
  historyPageResult,
  markConversationRead,
  messagePreview,
  nextHistoryOffset,
  parseMsgContent,
  SAMPLE_CART_CHAT_TYPES,
  shouldRenewSignature,
  unreadTotal,
} from './chat';

const conv = (chat_id: string, unread_count: number) => ({
  chat_id,
  unread_count,
  last_check_time: 0,
  nickname: chat_id,
});

describe('§9 badges capped at 99', () => {
  it.each([
    [0, ''],
    [-3, ''],
    [Number.NaN, ''],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('%d → %j', (n, text) => {
    expect(badgeText(n)).toBe(text);
  });
  it('BADGE_MAX is 99', () => expect(BADGE_MAX).toBe(99));
});

describe('§4 chat tabs and unread', () => {
  it('tab types system, platform, website, colleague', () => {
    expect(CHAT_TABS.map((t) => t.type)).toEqual(['system', 'platform', 'website', 'colleague']);
    expect(SAMPLE_CART_CHAT_TYPES).toEqual(['platform', 'service']);
  });
  it('opening a conversation marks it read and clears its unread count', () => {
    const now = new Date('2024-05-01T00:00:00Z');
    const out = markConversationRead([conv('a', 3), conv('b', 2)], 'a', now);
    expect(out[0]).toEqual({ ...conv('a', 0), last_check_time: 1714521600 });
    expect(out[1]).toEqual(conv('b', 2));
  });
  it('unread total sums platform, website, colleague and system, excluding the open platform conversation', () => {
    const counts = {
      platform: [conv('p1', 3), conv('p2', 4)],
      website: [conv('w', 5)],
      colleague: [conv('c', 1)],
      system: 2,
    };
    expect(unreadTotal(counts)).toBe(15);
    expect(unreadTotal(counts, 'p1')).toBe(12);
    // Only the platform conversation is excluded, not a website one with the same id.
    expect(unreadTotal({ website: [conv('p1', 5)] }, 'p1')).toBe(5);
    expect(unreadTotal({ platform: [conv('x', -1)], system: -4 })).toBe(0);
    expect(unreadTotal({})).toBe(0);
  });
});

describe('§7, §8 chat history', () => {
  it('page size 15, offset, exhausted notice', () => {
    expect(CHAT_HISTORY_PAGE_SIZE).toBe(15);
    expect(nextHistoryOffset(30)).toBe(30);
    expect(nextHistoryOffset(-1)).toBe(0);
    expect(historyPageResult(15)).toEqual({ hasMore: true, notice: null });
    expect(historyPageResult(3)).toEqual({ hasMore: false, notice: '已经没有更多的历史消息了哦' });
  });
});

describe('§8 when to renew the chat signature', () => {
  it.each([
    [{ code: 70001 }, true],
    [{ code: '70001' }, true],
    [{ message: 'sdk not ready' }, true],
    ['SDK not ready', true],
    [{ type: 'userSigExpired' }, true],
    [{ reason: 'UserSig expired' }, true],
    ['usersig expired', true],
    [{ code: 70002, message: 'other' }, false],
    ['network', false],
    [null, false],
    [undefined, false],
    [42, false],
  ])('%j → %s', (err, expected) => {
    expect(shouldRenewSignature(err)).toBe(expected);
  });
});

describe('§3 msg_content', () => {
  const els = [
    { MsgType: 'TIMTextElem', MsgContent: { Text: '你好' } },
    { MsgType: 'TIMImageElem', MsgContent: { ImageInfoArray: [{ URL: 'u' }] } },
    { MsgType: 'TIMCustomElem', MsgContent: { Data: '{}', Desc: '[产品]' } },
    { MsgType: 'TIMCustomElem', MsgContent: { Data: '{}' } },
  ];
  it('parses a JSON string or a list; drops unknown elements', () => {
    expect(parseMsgContent(JSON.stringify(els))).toEqual(els);
    expect(
      parseMsgContent([...els, { MsgType: 'TIMSoundElem', MsgContent: {} }, null, { MsgType: 'TIMTextElem' }]),
    ).toEqual(els);
    expect(parseMsgContent('{"a":1}')).toEqual([]);
    expect(parseMsgContent(null)).toEqual([]);
    expect(parseMsgContent('hello')).toEqual([{ MsgType: 'TIMTextElem', MsgContent: { Text: 'hello' } }]);
    expect(parseMsgContent('  ')).toEqual([]);
  });
  it('previews', () => {
    expect(messagePreview(parseMsgContent(els))).toBe('你好[图片][产品][自定义消息]');
  });
});
