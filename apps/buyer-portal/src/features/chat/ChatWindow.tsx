import { ChatContainer as SharedChat } from '@wanju/app-shell';
import { Drawer } from '@wanju/ui';
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

export function ChatWindow() {
  const { open } = useSnapshot(chatState);
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
