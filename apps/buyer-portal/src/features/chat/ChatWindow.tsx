import { Drawer, lazyPart, Spinner } from '@wanju/ui';
import { Suspense, useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { chatState } from './chatStore';

/** The window's content is fetched when the browser is idle after the first render, not with the page. */
const Content = /* @__PURE__ */ lazyPart(() => import('./ChatContainer').then((m) => ({ default: m.ChatContainer })));

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
  Content.usePrefetch();
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
      {open ? (
        <Suspense fallback={<Spinner />}>
          <Content.Component />
        </Suspense>
      ) : null}
    </Drawer>
  );
}
