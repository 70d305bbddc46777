/** Texts of the export action and its job dialog. */
export const EXPORT_TEXT = {
  button: '导出',
  jobTitle: '导出',
  history: '历史导出记录',
  historyError: '历史记录加载失败',
  retry: '重试',
  close: '关闭',
  sheetLang: '报价单语言',
  sheetLangZh: '中文',
  sheetLangEn: '英文',
  missingEnglish: (names: readonly string[]) =>
    `${names.length}款产品没有英文品名，英文报价单将显示中文名：${names.slice(0, 5).join('、')}${names.length > 5 ? '等' : ''}`,
} as const;
