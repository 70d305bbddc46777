import type { AssistantAnswer, AssistantHistoryItem, SheetJob } from '@wanju/api-client';
import type { QuestionFilters } from '@wanju/domain';
import { factoryFixture, toyFixture } from '../../fixtures';
import { wizardProps } from '../batchImport/fixtures';

/** Story fixtures of the AI assistant's screens. */
const job = (patch: Partial<SheetJob>): SheetJob => ({
  id: '00000000-0000-4000-8000-0000000000a1',
  stage: 'analyze',
  status: 'done',
  progress: 100,
  error: '',
  file_name: '星辉玩具厂2026报价单.xlsx',
  created_time: '2026-11-25 10:00:00',
  channel: 'user:1',
  source_id: '',
  analysis: null,
  output: null,
  ...patch,
});

export const analysedSheet = job({
  analysis: {
    header_row: 4,
    first_row: 5,
    rows: 128,
    pictures: 126,
    columns: [
      { column: 1, header: '图片', samples: [], field: 'picture', confidence: 100 },
      {
        column: 2,
        header: '货号',
        samples: ['XN-1037', 'XN-1038', 'XN-1039'],
        field: 'article_number',
        confidence: 100,
      },
      {
        column: 3,
        header: '中文品名',
        samples: ['遥控越野车', '大颗粒积木桶', '毛绒小熊'],
        field: 'name',
        confidence: 100,
      },
      {
        column: 4,
        header: '出厂价(元)',
        samples: ['¥12.5/PCS', '¥18/PCS', '¥9.9/PCS'],
        field: 'exworks_price',
        confidence: 100,
      },
      {
        column: 5,
        header: '外箱规格(cm)',
        samples: ['60x40x50', '65x40x54', '70x40x50'],
        field: 'carton_size',
        confidence: 100,
      },
      { column: 6, header: '装箱数', samples: ['48PCS', '36PCS', '24PCS'], field: 'carton_quantity', confidence: 100 },
      { column: 7, header: '备注', samples: ['新款'], field: null, confidence: 0 },
    ],
  },
});

export const analysisMapping = (analysedSheet.analysis?.columns ?? []).flatMap((c) =>
  c.field ? [{ column: c.column, field: c.field }] : [],
);

export const runningSheet = job({ status: 'running', progress: 40, analysis: null });
export const failedSheet = job({
  status: 'failed',
  error: '没有找到可识别的表头（如货号、品名、单价），请检查表格',
  analysis: null,
});

export const builtSheet = job({
  id: '00000000-0000-4000-8000-0000000000a2',
  stage: 'build',
  source_id: analysedSheet.id,
  output: {
    file_name: '星辉玩具厂2026报价单-导入表.xlsx',
    download_url: '/assistant_files/x?expires=1&sig=0',
    rows: 127,
    refused: 1,
    pictures: 126,
    headers: ['货号', '中文品名', '出厂价', '外箱长', '外箱宽', '外箱高', '装箱量', '外箱体积(CBM)', '外箱体积(CUFT)'],
    preview: [
      ['XN-1037', '遥控越野车', '12.5', '60', '40', '50', '48', '0.12', '4.24'],
      ['XN-1038', '大颗粒积木桶', '18', '65', '40', '54', '36', '0.14', '4.96'],
    ],
    notes: [
      { row: 9, message: '外箱尺寸(长*宽*高)“约60*40”无法识别，已留空' },
      { row: 132, message: '没有货号，已跳过' },
    ],
  },
});
export const buildingSheet = job({ ...builtSheet, status: 'running', progress: 55, output: null });

export const sheetHistory: AssistantHistoryItem[] = [
  {
    id: builtSheet.id,
    tool: 'excel',
    title: '星辉玩具厂2026报价单.xlsx',
    status: 'done',
    created_time: '2026-11-25 10:00:00',
  },
  {
    id: 'h2',
    tool: 'excel',
    title: 'Price list for US customers.xlsx',
    status: 'failed',
    created_time: '2026-11-24 16:20:00',
  },
];

export const importWizard = wizardProps({ title: '导入产品库', publishOption: false, step: 'upload', busy: true });

const filters = (patch: Partial<QuestionFilters>): QuestionFilters => ({
  intent: 'product',
  keyword: '',
  cate_ids: [],
  certifications: [],
  min_price: null,
  max_price: null,
  region_id: null,
  moq_max: null,
  ...patch,
});

const products = [0, 1, 2].map((i) => toyFixture(i, { category_id: 4000, certifications: ['CE'] }));
const factories = [0, 1].map((i) => factoryFixture(i, { region_id: 1, region_name: '汕头澄海' }));

export const productAnswer: AssistantAnswer = {
  id: '00000000-0000-4000-8000-0000000000b1',
  question: '100元以内带CE认证的遥控车',
  status: 'done',
  progress: 100,
  error: '',
  created_time: '2026-11-25 10:01:00',
  channel: 'user:1',
  result: {
    filters: filters({ cate_ids: [4000], certifications: ['CE'], max_price: 100 }),
    understood: '分类：遥控车；证书：CE；价格：100元以内',
    text: '已理解：分类：遥控车；证书：CE；价格：100元以内\n找到36个符合条件的产品',
    provider_used: false,
    provider_note: '未配置AI模型服务：以下为按平台规则检索的结果，自由问答暂不可用',
    help: [],
    products,
    factories: [],
    total: 36,
    sources: products.map((p, i) => ({
      n: i + 1,
      kind: 'product',
      ref: String(p.id),
      title: p.name,
      link: `?toy=${p.id}`,
    })),
    cited: [],
    search_link: '/sample_list?cate_id=4000&certification=CE&max_price=100',
  },
};

export const factoryAnswer: AssistantAnswer = {
  ...productAnswer,
  id: '00000000-0000-4000-8000-0000000000b2',
  question: '汕头澄海做积木的工厂',
  result: {
    ...(productAnswer.result as NonNullable<AssistantAnswer['result']>),
    filters: filters({ intent: 'factory', cate_ids: [4014], region_id: 1 }),
    understood: '分类：积木；产地：汕头澄海',
    text: '根据平台资料，汕头澄海做积木的工厂有星辉玩具厂[1]和宏源塑胶[2]，两家都有在售积木产品。',
    provider_used: true,
    provider_note: '',
    products: [],
    factories,
    total: 2,
    sources: factories.map((f, i) => ({
      n: i + 1,
      kind: 'factory',
      ref: String(f.id),
      title: f.name,
      link: `/factory_detail/${f.id}`,
    })),
    cited: [1, 2],
    search_link: '/factory_list?region_id=1',
  },
};

export const helpAnswer: AssistantAnswer = {
  ...productAnswer,
  id: '00000000-0000-4000-8000-0000000000b3',
  question: '免费用户每天可以搜索几次',
  result: {
    ...(productAnswer.result as NonNullable<AssistantAnswer['result']>),
    filters: filters({ intent: 'help' }),
    understood: '',
    text: '以下帮助内容可能解答您的问题：\n免费用户每天可进行一定次数的新搜索（关键词、工厂、图片与 Excel 搜索均计入），次数用完后次日 0 点恢复。 [1]',
    help: [{ slug: 'member', title: '会员与免费搜索次数', text: '免费用户每天可进行一定次数的新搜索。' }],
    products: [],
    total: 0,
    sources: [{ n: 1, kind: 'help', ref: 'member', title: '会员与免费搜索次数', link: '/help#member' }],
    cited: [1],
    search_link: '',
  },
};

export const pendingAnswer: AssistantAnswer = {
  ...productAnswer,
  id: '00000000-0000-4000-8000-0000000000b4',
  question: '有没有义乌的发条玩具',
  status: 'running',
  progress: 0,
  result: null,
};
