import { describe, expect, it } from 'vitest';
import {
  BADGE_MAX,
  badgeText,
  CHAT_FLOOD_LIMIT,
  CHAT_FLOOD_WINDOW_MS,
  CHAT_HISTORY_PAGE_SIZE,
  CHAT_MAX_ELEMENTS,
  CHAT_MAX_TEXT_LENGTH,
  CHAT_MSG,
  CHAT_TABS,
  chatKindWithFactory,
  chatTabOf,
  historyPageResult,
  isFlood,
  markConversationRead,
  mergeMessages,
  messagePreview,
  NOTICE_TITLE,
  nextHistoryOffset,
  parseMsgContent,
  SAMPLE_CART_CHAT_TYPES,
  shouldRenewSignature,
  signatureExpired,
  unreadTotal,
  validateMsgContent,
  validateQuickReply,
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

describe('message content checked before it is stored', () => {
  const text = (Text: string) => ({ MsgType: 'TIMTextElem', MsgContent: { Text } });
  it('accepts text, a platform image and a product card', () => {
    expect(validateMsgContent([text('你好')])).toBeNull();
    expect(
      validateMsgContent([{ MsgType: 'TIMImageElem', MsgContent: { ImageInfoArray: [{ URL: '/files/ab/cd.png' }] } }]),
    ).toBeNull();
    const card = JSON.stringify({ type: 'product', toy_id: 3, name: '遥控车' });
    expect(validateMsgContent([{ MsgType: 'TIMCustomElem', MsgContent: { Data: card } }])).toBeNull();
  });
  it('refuses empty, blank, oversized, unknown and foreign content', () => {
    expect(validateMsgContent([])).toBe(CHAT_MSG.emptyMessage);
    expect(validateMsgContent('hi')).toBe(CHAT_MSG.emptyMessage);
    expect(validateMsgContent([text('   ')])).toBe(CHAT_MSG.emptyMessage);
    expect(validateMsgContent([text('字'.repeat(CHAT_MAX_TEXT_LENGTH + 1))])).toBe(CHAT_MSG.textTooLong);
    expect(validateMsgContent([text('字'.repeat(CHAT_MAX_TEXT_LENGTH))])).toBeNull();
    expect(validateMsgContent([{ MsgType: 'TIMSoundElem', MsgContent: {} }])).toBe(CHAT_MSG.unknownType);
    expect(
      validateMsgContent([{ MsgType: 'TIMImageElem', MsgContent: { ImageInfoArray: [{ URL: 'http://evil/x.png' }] } }]),
    ).toBe(CHAT_MSG.badImage);
    expect(validateMsgContent([{ MsgType: 'TIMCustomElem', MsgContent: { Data: '{"type":"x"}' } }])).toBe(
      CHAT_MSG.badCustom,
    );
    expect(validateMsgContent(Array.from({ length: CHAT_MAX_ELEMENTS + 1 }, () => text('a')))).toBe(
      CHAT_MSG.tooManyElements,
    );
  });
});

describe('flood limit and signature expiry', () => {
  it('allows the limit within the window and refuses one more', () => {
    const now = 1_000_000;
    const times = Array.from({ length: CHAT_FLOOD_LIMIT - 1 }, (_, i) => now - i * 10);
    expect(isFlood(times, now)).toBe(false);
    expect(isFlood([...times, now], now)).toBe(true);
    // Sends older than the window do not count.
    expect(isFlood([...times, now - CHAT_FLOOD_WINDOW_MS], now)).toBe(false);
  });
  it('§8 a signature is refused from its expiry on', () => {
    expect(signatureExpired(2000, 1999)).toBe(false);
    expect(signatureExpired(2000, 2000)).toBe(true);
    expect(signatureExpired(Number.NaN, 0)).toBe(true);
  });
});

describe('messages merged after a reconnect', () => {
  it('keeps each gid once, in id order, pending sends last', () => {
    const m = (gid: string, id?: number) => ({ gid, id, created_time: 0 });
    const merged = mergeMessages([m('a', 1), m('p'), m('b', 2)], [m('b', 2), m('c', 3), m('p', 4)]);
    expect(merged.map((x) => x.gid)).toEqual(['a', 'b', 'c', 'p']);
  });
  it('lists service and factory chats under the platform tab', () => {
    expect(chatTabOf('service')).toBe('platform');
    expect(chatTabOf('factory')).toBe('platform');
    expect(chatTabOf('website')).toBe('website');
  });
  it('quick replies: not blank, bounded', () => {
    expect(validateQuickReply(' ')).toBe(CHAT_MSG.replyEmpty);
    expect(validateQuickReply('好的，马上安排')).toBeNull();
  });
});

describe('§1 the kind of a chat with a factory', () => {
  it('is a factory chat for a trading company, a platform chat for anyone else', () => {
    expect(chatKindWithFactory(1)).toBe('factory');
    expect(chatKindWithFactory(0)).toBe('platform');
    expect(chatKindWithFactory(2)).toBe('platform');
    expect(chatKindWithFactory(null)).toBe('platform');
  });
});

describe('notice titles', () => {
  it('name who did what, with counts', () => {
    expect(NOTICE_TITLE.requestAnswered('星辉玩具厂', true)).toBe('星辉玩具厂回复了您的询价');
    expect(NOTICE_TITLE.requestAnswered('星辉玩具厂', false)).toBe('星辉玩具厂处理了您的补样');
    expect(NOTICE_TITLE.findSampleOffered(undefined)).toBe('工厂为您的找样需求推荐了产品');
    expect(NOTICE_TITLE.choosePicked('ACME', '春季新品', 3)).toBe('ACME 在选品单「春季新品」中选了3款产品');
    expect(NOTICE_TITLE.cartTransferred(undefined, '样品', 2)).toBe('同事 向您的选样车「样品」转入了2款产品');
    expect(NOTICE_TITLE.digest(2, 0)).toBe('您有2条新询价');
    expect(NOTICE_TITLE.digest(2, 1)).toBe('您有2条新询价、1条补样申请');
    expect(NOTICE_TITLE.digest(0, 1)).toBe('您有1条补样申请');
  });
});
