export const SHELL_TEXT = {
  tabBar: '标签栏',
  closeTab: (title: string) => `关闭 ${title}`,
  closeOthers: '关闭其他',
  closeAll: '关闭全部',
  chunkFailedTitle: '页面加载失败',
  chunkFailedText: '网络不稳定或版本已更新，请重试',
  retry: '重新加载',
  comingSoonTitle: (title: string) => `${title}`,
  comingSoonText: '该功能正在建设中，敬请期待',
  loadingPage: '页面加载中…',
  cacheCleared: '清除成功',
} as const;
