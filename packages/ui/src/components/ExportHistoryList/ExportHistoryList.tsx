import { exportFormatLabel, type HistoryExportRecord, isHistoryDownloadVisible, MSG } from '@wanju/domain';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../Badge/Badge';
import { Box } from '../Box/Box';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { IconButton } from '../IconButton/IconButton';
import { Table, type TableColumn } from '../Table/Table';

export interface ExportHistoryListProps {
  records: readonly HistoryExportRecord[];
  /** "Now" for the 30-day download rule (injected so stories and tests are stable). */
  now: Date;
  onDownload: (record: HistoryExportRecord) => void;
  /** Called after '确认删除该历史记录？' is confirmed. */
  onDelete: (id: number) => void;
  /** Called when the confirmation is dismissed ('已取消删除'). */
  onDeleteCancelled?: () => void;
  isLoading?: boolean;
}

const parseTime = (t: string) => new Date(t.includes('T') ? t : t.replace(' ', 'T'));

/** Past exports (spec §3, §9): format, count, time; download hidden after 30 days; delete with confirmation. */
export function ExportHistoryList({
  records,
  now,
  onDownload,
  onDelete,
  onDeleteCancelled,
  isLoading,
}: ExportHistoryListProps) {
  const [deleting, setDeleting] = useState<number | null>(null);
  const columns: TableColumn<HistoryExportRecord>[] = [
    { id: 'content', title: '导出内容', render: (r) => r.content, isRowHeader: true },
    {
      id: 'format',
      title: '格式',
      render: (r) => (
        <Badge tone={r.export_format === 1 ? 'success' : 'info'}>{exportFormatLabel(r.export_format)}</Badge>
      ),
    },
    { id: 'count', title: '产品数', render: (r) => `${r.toy_count} 款`, align: 'end' },
    { id: 'time', title: '导出时间', render: (r) => r.created_time },
    {
      id: 'actions',
      title: '操作',
      render: (r) => (
        <Box display="flex" gap="xxs">
          {isHistoryDownloadVisible(parseTime(r.created_time), now) && r.file_url ? (
            <IconButton
              size="sm"
              label={`下载 ${r.content}`}
              icon={<Download size={14} />}
              onPress={() => onDownload(r)}
            />
          ) : (
            <Box as="span" color="textMuted" fontSize="xs">
              已过期
            </Box>
          )}
          <IconButton
            size="sm"
            label={`删除 ${r.content}`}
            icon={<Trash2 size={14} />}
            onPress={() => setDeleting(r.id)}
          />
        </Box>
      ),
    },
  ];
  return (
    <>
      <Table label="历史导出记录" columns={columns} rows={records} isLoading={isLoading} empty="暂无导出记录" />
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        message={MSG.confirmDeleteHistory}
        onConfirm={() => deleting !== null && onDelete(deleting)}
        onCancel={onDeleteCancelled}
      />
    </>
  );
}
