import { Box, EmptyState } from '@wanju/ui';
import * as styles from './FactoryHomeView.css';

export interface FactoryHomeViewProps {
  companyName: string;
  nickname: string;
  contact?: string;
  telephone?: string;
  mobile?: string;
}

/** The factory console's landing screen: the signed-in company and its contact details. */
export function FactoryHomeView({ companyName, nickname, contact, telephone, mobile }: FactoryHomeViewProps) {
  if (!companyName) {
    return <EmptyState title="该账号未绑定工厂" description="请使用工厂账号登录，或联系客服绑定工厂" />;
  }
  return (
    <Box padding="xl">
      <section className={styles.card}>
        <h1 className={styles.title}>{companyName}</h1>
        <dl className={styles.facts}>
          <dt>当前用户</dt>
          <dd>{nickname}</dd>
          <dt>联系人</dt>
          <dd>{contact || '—'}</dd>
          <dt>电话</dt>
          <dd>{telephone || '—'}</dd>
          <dt>手机</dt>
          <dd>{mobile || '—'}</dd>
        </dl>
      </section>
    </Box>
  );
}
