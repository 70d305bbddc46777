import { MSG, type SyncRunState, TRADE_SYNC_MSG } from '@wanju/domain';
import { Box, Button, Dialog, Link, SyncProgress, TextField } from '@wanju/ui';
import { TRADE_SYNC_TEXT as T } from './messages';

export interface TradeSyncDialogViewProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  accountName: string;
  onAccountNameChange: (name: string) => void;
  /** the message of the last refused start ('请填写同步的账号名称', '无样品数据', …) */
  problem: string | null;
  itemCount: number;
  run: SyncRunState;
  /** the account is not approved: the application page */
  notOpened?: boolean;
  onStart: () => void;
}

const busy = (run: SyncRunState) => run.phase === 'connecting' || run.phase === 'syncing';

/** The sync's dialog: the trade software's account name, then the bridge's progress (§4, §5, §8). */
export function TradeSyncDialogView(props: TradeSyncDialogViewProps) {
  const { run } = props;
  return (
    <Dialog
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      title={T.dialogTitle}
      isDismissable={!busy(run)}
      hideClose={busy(run)}
      footer={
        <>
          <Button onPress={() => props.onOpenChange(false)} isDisabled={busy(run)}>
            {T.close}
          </Button>
          <Button variant="primary" isPending={busy(run)} onPress={props.onStart}>
            {busy(run) ? T.syncing : T.start}
          </Button>
        </>
      }
    >
      <Box display="flex" flexDirection="column" gap="md">
        <Box color="textSecondary">{T.itemCount(props.itemCount)}</Box>
        <TextField
          label={T.accountName}
          description={T.accountNameHelp}
          isRequired
          value={props.accountName}
          onChange={props.onAccountNameChange}
          isDisabled={busy(run)}
          isInvalid={props.problem === MSG.syncAccountNameRequired}
          errorMessage={props.problem === MSG.syncAccountNameRequired ? props.problem : undefined}
          validationBehavior="aria"
        />
        {props.problem && props.problem !== MSG.syncAccountNameRequired && (
          <Box color="danger" role="alert">
            {props.problem}
          </Box>
        )}
        {props.notOpened && (
          <Box display="flex" gap="sm" alignItems="center">
            {T.notOpened}
            <Link href="/trade_system">{T.goApply}</Link>
          </Box>
        )}
        {run.phase === 'connecting' && <SyncProgress phase="connecting" message={run.message} />}
        {run.phase === 'syncing' && (
          <SyncProgress phase="syncing" percent={run.percent} message={run.tip ?? undefined} />
        )}
        {run.phase === 'done' && (
          <SyncProgress phase="done" percent={100} message={run.tip ?? TRADE_SYNC_MSG.syncDone} />
        )}
        {run.phase === 'error' && <SyncProgress phase="error" message={run.messages.at(-1)} />}
      </Box>
    </Dialog>
  );
}
