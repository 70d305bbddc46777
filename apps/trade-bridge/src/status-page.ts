import type { ImportRecord } from './log';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STATUS_TEXT: Record<ImportRecord['status'], string> = { done: '已导入', resent: '已重新写入', failed: '失败' };

/** The bridge's status page (this machine only): its settings and the import log, each import with 重新写入. */
export function statusPage(s: {
  appkey: string;
  platformUrl: string;
  adapter: string;
  port: number;
  secure: boolean;
  running: number;
  records: ImportRecord[];
  resent: boolean;
}): string {
  const rows = s.records
    .map(
      (
        r,
      ) => `<tr><td>${esc(r.at.replace('T', ' ').slice(0, 19))}</td><td>${esc(r.title)}</td><td>${esc(r.account_name)}</td>
<td>${r.count}</td><td>${STATUS_TEXT[r.status]}${r.error ? `：${esc(r.error)}` : ''}</td><td><code>${esc(r.output.join('\n'))}</code></td>
<td><form method="post" action="/resend?id=${encodeURIComponent(r.id)}"><button>重新写入</button></form></td></tr>`,
    )
    .join('\n');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>报价单同步桥接程序</title>
<style>body{font:14px system-ui,sans-serif;margin:24px;color:#222}table{border-collapse:collapse;width:100%}
td,th{border:1px solid #ddd;padding:6px;text-align:left;vertical-align:top}th{background:#f5f5f5}code{white-space:pre-wrap}</style></head>
<body><h1>报价单同步桥接程序</h1>
${s.resent ? '<p role="status">已重新写入</p>' : ''}
<dl><dt>运行状态</dt><dd>运行中，端口 ${s.port}（ws${s.secure ? ' 与 wss' : ''}），正在写入 ${s.running} 个</dd>
<dt>应用标识 appkey</dt><dd>${esc(s.appkey)}</dd><dt>平台</dt><dd>${esc(s.platformUrl || '—')}</dd>
<dt>写入方式</dt><dd>${esc(s.adapter)}</dd></dl>
<h2>导入记录</h2>
${s.records.length ? `<table><thead><tr><th>时间</th><th>标题</th><th>同步账号</th><th>产品数</th><th>状态</th><th>写入</th><th></th></tr></thead><tbody>${rows}</tbody></table>` : '<p>暂无导入记录</p>'}
</body></html>`;
}
