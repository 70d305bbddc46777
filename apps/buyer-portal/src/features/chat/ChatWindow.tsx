import { ChatContainer as SharedChat } from '@wanju/app-shell';
import { Drawer } from '@wanju/ui';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { chat, chatState } from './chatStore';

/** Container: the chat as the side toolbar's and the header's window, or as the /messages page. */
export function ChatContainer() {
  const navigate = useNavigate();
  return (
    <SharedChat
      store={chat}
      onOpenSystem={() => {
        chatState.open = false;
        navigate('/sys_func');
      }}
    />
  );
}

/**
 * Where focus goes back when the drawer closes. The drawer often opens from inside another modal (the product
 * detail's 咨询工厂) after a request, and the modal under it is still inert when the drawer's own focus
 * restoration runs: focus fell to the page, where Escape reaches no dialog. So the element focused before
 * opening is focused again, or else the topmost dialog still open.
 */
function refocusAfterClose(before: Element | null) {
  const attempt = (left: number) => {
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const target =
      before instanceof HTMLElement && before.isConnected && !before.closest('[inert]')
        ? before
        : [...document.querySelectorAll<HTMLElement>('[role=dialog]')].at(-1);
    target?.focus();
    if (left > 0 && document.activeElement === document.body) requestAnimationFrame(() => attempt(left - 1));
  };
  requestAnimationFrame(() => attempt(60));
}

export function ChatWindow() {
  const { open } = useSnapshot(chatState);
  const before = useRef<Element | null>(null);
  const wasOpen = useRef(false);
  // read during the render that opens it: the drawer moves focus into itself when it mounts
  if (open && !wasOpen.current) before.current = document.activeElement;
  useEffect(() => {
    if (wasOpen.current && !open) refocusAfterClose(before.current);
    wasOpen.current = open;
  }, [open]);
  return (
    <Drawer
      title="在线沟通"
      width={960}
      isOpen={open}
      onOpenChange={(isOpen) => {
        chatState.open = isOpen;
      }}
    >
      {open ? <ChatContainer /> : null}
    </Drawer>
  );
}

/** /messages: the chat as a full page for heavy users. */
export function ChatPage() {
  return <ChatContainer />;
}
