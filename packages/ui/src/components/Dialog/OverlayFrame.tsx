import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import { UI_TEXT } from '../../messages';
import { IconButton } from '../IconButton/IconButton';

/** What a dialog or drawer shows in its frame: its content and footer, each given or made with `close`. */
export type OverlayContent = ReactNode | ((opts: { close: () => void }) => ReactNode);

interface OverlayFrameProps {
  title: ReactNode;
  children: OverlayContent;
  footer?: OverlayContent;
  close: () => void;
  hideClose?: boolean;
  /** The classes of the overlay's header, title, body and footer. */
  styles: { header: string; title: string; body: string; footer: string };
}

/** The inside of a dialog or a drawer: a header with the title and a close button, the body, the footer. */
export function OverlayFrame({ title, children, footer, close, hideClose, styles }: OverlayFrameProps) {
  const render = (content: OverlayContent) => (typeof content === 'function' ? content({ close }) : content);
  return (
    <>
      <div className={styles.header}>
        <Heading slot="title" className={styles.title}>
          {title}
        </Heading>
        {!hideClose && <IconButton size="sm" label={UI_TEXT.close} icon={<X size={16} />} onPress={close} />}
      </div>
      <div className={styles.body}>{render(children)}</div>
      {footer && <div className={styles.footer}>{render(footer)}</div>}
    </>
  );
}
