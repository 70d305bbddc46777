export const SHELL_TEXT = {
  chunkFailedTitle: '页面加载失败',
  chunkFailedText: '网络不稳定或版本已更新，请重试',
  retry: '重新加载',
  comingSoonTitle: (title: string) => `${title}`,
  comingSoonText: '该功能正在建设中，敬请期待',
  loadingPage: '页面加载中…',
  cacheCleared: '清除成功',
  zoom: '页面缩放',
} as const;
