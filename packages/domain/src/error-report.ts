/** Product detail 'report an error' (edit_error): what can be wrong with a listed product. */
export const ERROR_REPORT_TYPES = [
  { id: 'picture', label: '图片错误' },
  { id: 'price', label: '价格错误' },
  { id: 'size', label: '规格尺寸错误' },
  { id: 'packing', label: '包装/装箱错误' },
  { id: 'factory', label: '工厂信息错误' },
  { id: 'other', label: '其他' },
] as const;
export type ErrorReportType = (typeof ERROR_REPORT_TYPES)[number]['id'];
export const ERROR_REPORT_TYPE_IDS = ERROR_REPORT_TYPES.map((t) => t.id) as [ErrorReportType, ...ErrorReportType[]];

/** A report's text length; one user reports one product at most `perProductPerDay` times a day (keeps the review queue clean). */
export const ERROR_REPORT = { contentMax: 500, perProductPerDay: 5 } as const;
export const ERROR_REPORT_MSG = {
  typeRequired: '请选择错误类型',
  contentRequired: '请填写错误说明',
  contentTooLong: `错误说明最多${ERROR_REPORT.contentMax}个字`,
  sent: '提交成功，感谢您的反馈',
  tooMany: '您今天对该产品的纠错已提交过多，请明天再试',
} as const;

/** The report form's check. Returns the first message or null. */
export function validateErrorReport(input: { types: readonly string[]; content: string }): string | null {
  if (input.types.length === 0) return ERROR_REPORT_MSG.typeRequired;
  const content = input.content.trim();
  if (!content) return ERROR_REPORT_MSG.contentRequired;
  if (content.length > ERROR_REPORT.contentMax) return ERROR_REPORT_MSG.contentTooLong;
  return null;
}
