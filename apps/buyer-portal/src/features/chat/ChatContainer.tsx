import { ChatContainer as SharedChat } from '@wanju/app-shell';
import { useNavigate } from 'react-router-dom';
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

/** /messages: the chat as a full page for heavy users. */
export function ChatPage() {
  return <ChatContainer />;
}
