import { useEffect, useState } from 'react';

/** §2 header fullscreen toggle: follows the document's fullscreen state (Esc leaves it too). */
export function useFullscreen(): [boolean, (on: boolean) => void] {
  const [isFullscreen, setIsFullscreen] = useState(
    () => typeof document !== 'undefined' && !!document.fullscreenElement,
  );
  useEffect(() => {
    const sync = () => setIsFullscreen(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const set = (on: boolean) => {
    if (on && !document.fullscreenElement) void document.documentElement.requestFullscreen?.().catch(() => undefined);
    if (!on && document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  };
  return [isFullscreen, set];
}
