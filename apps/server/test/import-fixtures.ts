import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import { drawnPicture } from './listing-fixtures';

export interface SheetRowSpec {
  article: string;
  name: string;
  category?: string | number;
  price?: string | number;
  gross?: string | number;
  net?: string | number;
  stock?: number;
  /** a jpeg/png embedded on the row, or raw bytes that are not a picture */
  picture?: Buffer | null;
}

export const HEADER = ['货号', '中文品名', '分类', '出厂价', '毛重', '净重', '库存'];

/** An xlsx in a factory's own layout, pictures embedded in column H of their rows. */
export async function catalogueWorkbook(rows: readonly SheetRowSpec[], header = HEADER): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('产品');
  sheet.addRow([...header, '图片']);
  rows.forEach((r, i) => {
    sheet.addRow([r.article, r.name, r.category ?? 4000, r.price ?? 12.5, r.gross ?? 8, r.net ?? 6, r.stock ?? null]);
    if (r.picture) {
      const image = workbook.addImage({ buffer: r.picture as unknown as ExcelJS.Buffer, extension: 'jpeg' });
      sheet.addImage(image, { tl: { col: 7, row: i + 1 }, ext: { width: 60, height: 60 } });
    }
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** `count` pictured rows named `${prefix}-<n>`, pictures drawn distinct. */
export async function pictureRows(count: number, prefix: string, size = 120): Promise<SheetRowSpec[]> {
  const rows: SheetRowSpec[] = [];
  for (let i = 0; i < count; i++)
    rows.push({
      article: `${prefix}-${i + 1}`,
      name: `导入测试玩具${i + 1}号`,
      category: 4000 + (i % 30),
      price: (10 + (i % 50)).toFixed(2),
      stock: i % 3 === 0 ? 100 + i : undefined,
      picture: await drawnPicture(i + 1000, size),
    });
  return rows;
}

/** A zip of pictures named by article number. */
export function pictureZip(files: Record<string, Buffer>): Buffer {
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([n, b]) => [n, new Uint8Array(b)]))));
}
