import { Button, Tab, TabList, TabPanel, Tabs, TextField } from '@wanju/ui';
import { type FormEvent, useState } from 'react';
import { LOGIN_TEXT as T } from './messages';
import * as styles from './Register.css';

export interface BindCompanyViewProps {
  /** Joins a company by its code; rejects with the message. */
  onJoin: (code: string) => Promise<unknown>;
  /** Creates a company with the user as its main account; rejects with the message. */
  onCreate: (name: string) => Promise<unknown>;
  onSkip: () => void;
}

const messageOf = (reason: unknown) => (reason instanceof Error ? reason.message : String(reason));

/** After registering: join the colleagues' company by its code, create one, or go on without. */
export function BindCompanyView({ onJoin, onCreate, onSkip }: BindCompanyViewProps) {
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const run = (action: () => Promise<unknown>) => async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setPending(true);
    try {
      await action();
    } catch (reason) {
      setError(messageOf(reason));
    } finally {
      setPending(false);
    }
  };
  const errorLine = error && (
    <p className={styles.error} role="alert">
      {error}
    </p>
  );

  return (
    <div className={styles.card}>
      <h1 className={styles.title}>{T.bindTitle}</h1>
      <p className={styles.lead}>{T.bindLead}</p>
      <Tabs onSelectionChange={() => setError(null)}>
        <TabList aria-label={T.bindTitle}>
          <Tab id="join">{T.join}</Tab>
          <Tab id="create">{T.create}</Tab>
        </TabList>
        <TabPanel id="join">
          <form className={styles.card} onSubmit={run(() => onJoin(code))}>
            <TextField label={T.joinCode} value={code} onChange={setCode} maxLength={12} isRequired />
            {errorLine}
            <Button type="submit" variant="primary" fullWidth isDisabled={pending}>
              {T.joinSubmit}
            </Button>
          </form>
        </TabPanel>
        <TabPanel id="create">
          <form className={styles.card} onSubmit={run(() => onCreate(name))}>
            <TextField label={T.companyName} value={name} onChange={setName} maxLength={50} isRequired />
            {errorLine}
            <Button type="submit" variant="primary" fullWidth isDisabled={pending}>
              {T.createSubmit}
            </Button>
          </form>
        </TabPanel>
      </Tabs>
      <div className={styles.links}>
        <Button variant="link" onPress={onSkip}>
          {T.skip}
        </Button>
      </div>
    </div>
  );
}
