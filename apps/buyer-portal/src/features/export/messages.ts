/** Texts of the export action and its job dialog. */
export const EXPORT_TEXT = {
  button: '导出',
  jobTitle: '导出',
  history: '历史导出记录',
  historyError: '历史记录加载失败',
  retry: '重试',
  close: '关闭',
} as const;
