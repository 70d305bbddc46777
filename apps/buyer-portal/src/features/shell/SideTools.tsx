import { BACK_TO_TOP_THRESHOLD_PX, showBackToTop } from '@wanju/domain';
import { SideToolbar } from '@wanju/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { compareState } from '../catalogue/compare';
import { chatState, openService } from '../chat/chatStore';
import { shellPrefs } from './prefs';

/** The floating side toolbar (§2): compare, messages, sample cart, customer service, back to top; remembered. */
export function SideTools() {
  const navigate = useNavigate();
  const { toolbar } = useSnapshot(shellPrefs);
  const { ids } = useSnapshot(compareState);
  const { unread } = useSnapshot(chatState);
  // Only crossing the threshold matters, so scrolling re-renders the toolbar twice at most.
  const [past, setPast] = useState(() => showBackToTop(window.scrollY));
  useEffect(() => {
    const onScroll = () => setPast(showBackToTop(window.scrollY));
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <SideToolbar
      top={toolbar.top}
      onTopChange={(top) => {
        shellPrefs.toolbar.top = top;
      }}
      collapsed={toolbar.collapsed}
      onCollapsedChange={(collapsed) => {
        shellPrefs.toolbar.collapsed = collapsed;
      }}
      scrollTop={past ? BACK_TO_TOP_THRESHOLD_PX + 1 : 0}
      compareCount={ids.length}
      onCompare={() => navigate('/contrast')}
      unreadCount={unread.platform + unread.website + unread.colleague}
      onMessages={() => {
        chatState.open = true;
      }}
      onCart={() => navigate('/sample_car')}
      onService={() => void openService().catch(() => navigate('/help#contact'))}
      onBackToTop={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    />
  );
}
