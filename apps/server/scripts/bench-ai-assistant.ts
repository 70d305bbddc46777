// pnpm bench:ai:assistant — the AI assistant's accuracy on its own ground truth (test/assistant-fixtures.ts):
// the Excel assistant's column mapping over 20 differently laid-out supplier price lists (target ≥ 95 % of
// columns right), the pictures it attributes to their rows, and the question parser over 100 buyer questions
// (target ≥ 90 % giving exactly the expected filters). Everything runs in process: the xlsx files are written
// with exceljs and read back through the import's streaming reader, the parser segments with jieba.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sameFilters } from '@wanju/domain';
import { parse } from '../src/assistant/segment';
import { readPriceList } from '../src/assistant/sheet';
import { LAYOUTS, layoutWorkbook, QUESTION_REGIONS, QUESTIONS } from '../test/assistant-fixtures';

const TARGET = { mapping: 0.95, parser: 0.9 };
const verbose = process.argv.includes('--verbose');

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wanju-bench-assistant-'));
  let columns = 0;
  let right = 0;
  let pictures = 0;
  let picturesRight = 0;
  let headersFound = 0;
  let readMs = 0;
  for (let i = 0; i < LAYOUTS.length; i++) {
    const fixture = await layoutWorkbook(i);
    const file = path.join(dir, `layout-${i}.xlsx`);
    fs.writeFileSync(file, fixture.xlsx);
    const t0 = performance.now();
    let mapped = new Map<number, string | null>();
    let found = new Map<number, string[]>();
    try {
      const { sheet, list } = await readPriceList(file);
      sheet.close();
      headersFound++;
      mapped = new Map(list.analysis.columns.map((c) => [c.column, c.field]));
      found = list.pictures;
    } catch (error) {
      console.log(`  layout ${i + 1} (${LAYOUTS[i]?.name}): ${(error as Error).message}`);
    }
    readMs += performance.now() - t0;
    const wrong: string[] = [];
    for (const e of fixture.expected) {
      columns++;
      const got = mapped.get(e.column) ?? null;
      if (got === e.field) right++;
      else wrong.push(`${e.header.replace(/\n/g, '/') || '(空)'} → ${got ?? '未识别'}（应为 ${e.field ?? '不映射'}）`);
    }
    if (LAYOUTS[i]?.pictureColumn !== undefined)
      for (const row of fixture.productRows) {
        pictures++;
        if (found.get(row)?.length === 1) picturesRight++;
      }
    if (wrong.length || verbose)
      console.log(`  layout ${i + 1} (${LAYOUTS[i]?.name}): ${wrong.join('；') || 'all right'}`);
  }
  fs.rmSync(dir, { recursive: true, force: true });

  let parsed = 0;
  const t1 = performance.now();
  for (const { question, expected } of QUESTIONS) {
    const got = parse(question, QUESTION_REGIONS);
    if (sameFilters(got, expected)) parsed++;
    else if (verbose || process.argv.includes('--misses'))
      console.log(`  ✗ ${question}\n      got ${JSON.stringify(got)}\n      exp ${JSON.stringify(expected)}`);
  }
  const parseMs = (performance.now() - t1) / QUESTIONS.length;

  const mapping = right / columns;
  const parser = parsed / QUESTIONS.length;
  console.log(
    `column mapping: ${right}/${columns} columns right over ${LAYOUTS.length} layouts = ${(mapping * 100).toFixed(1)} % (target ≥ ${TARGET.mapping * 100} %); headers found ${headersFound}/${LAYOUTS.length}; ${(readMs / LAYOUTS.length).toFixed(0)} ms per sheet`,
  );
  console.log(`pictures attributed to their rows: ${picturesRight}/${pictures}`);
  console.log(
    `question parser: ${parsed}/${QUESTIONS.length} questions with the expected filters = ${(parser * 100).toFixed(1)} % (target ≥ ${TARGET.parser * 100} %); ${parseMs.toFixed(2)} ms per question`,
  );
  if (mapping < TARGET.mapping || parser < TARGET.parser) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
