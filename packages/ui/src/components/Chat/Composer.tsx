import { ImagePlus, SendHorizontal, Smile } from 'lucide-react';
import { useState } from 'react';
import { FileTrigger, Button as RACButton } from 'react-aria-components';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Popover, PopoverTrigger } from '../Popover/Popover';
import * as styles from './Chat.css';

const EMOJI = ['😀', '😂', '😊', '😍', '🤝', '👍', '🙏', '👌', '🎉', '❤️', '😅', '🤔', '😭', '😡', '🌹', '☕'];

export interface ComposerProps {
  onSendText: (text: string) => void;
  onSendImage: (file: File) => void;
  isDisabled?: boolean;
  placeholder?: string;
}

/** Write a message: text (Enter sends, Shift+Enter new line), an image, or an emoji. */
export function Composer({
  onSendText,
  onSendImage,
  isDisabled,
  placeholder = '输入消息，Enter 发送，Shift+Enter 换行',
}: ComposerProps) {
  const [text, setText] = useState('');
  const send = () => {
    const t = text.trim();
    if (!t) return;
    onSendText(t);
    setText('');
  };
  return (
    <div className={styles.composer}>
      <div className={styles.composerTools}>
        <PopoverTrigger>
          <IconButton size="sm" label="表情" icon={<Smile size={16} />} isDisabled={isDisabled} />
          <Popover title="表情" hideTitle placement="top start">
            {({ close }) => (
              <div className={styles.emojiGrid}>
                {EMOJI.map((e) => (
                  <RACButton
                    key={e}
                    className={styles.emoji}
                    aria-label={`插入表情 ${e}`}
                    onPress={() => {
                      setText((t) => t + e);
                      close();
                    }}
                  >
                    {e}
                  </RACButton>
                ))}
              </div>
            )}
          </Popover>
        </PopoverTrigger>
        <FileTrigger
          acceptedFileTypes={['image/png', 'image/jpeg', 'image/gif']}
          onSelect={(list) => list?.[0] && onSendImage(list[0])}
        >
          <IconButton size="sm" label="发送图片" icon={<ImagePlus size={16} />} isDisabled={isDisabled} />
        </FileTrigger>
      </div>
      <textarea
        className={styles.composerInput}
        aria-label="消息内容"
        placeholder={placeholder}
        value={text}
        disabled={isDisabled}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            send();
          }
        }}
      />
      <div className={styles.composerFooter}>
        <span>{text.length} 字</span>
        <Button
          size="sm"
          variant="primary"
          icon={<SendHorizontal size={14} />}
          onPress={send}
          isDisabled={isDisabled || !text.trim()}
        >
          发送
        </Button>
      </div>
    </div>
  );
}
