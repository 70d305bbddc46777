import type { VisitorList } from '@wanju/api-client';
import { BASE_CURRENCY, formatPrice } from '@wanju/domain';
import { Box, Button, EmptyState, Image, Spinner } from '@wanju/ui';
import type { ReactNode } from 'react';
import { SHOWROOM_TEXT as T } from './messages';
import * as styles from './Showroom.css';

export interface VisitorListViewProps {
  state: 'loading' | 'ready' | 'error' | 'invalid';
  list: VisitorList | null;
  /** a salesperson is signed in on this phone */
  signedIn: boolean;
  busy?: boolean;
  onCart: () => void;
  onQuotation: () => void;
  onSignIn: () => void;
  onRetry: () => void;
  /** the sign-in form, shown on the page after 登录 is pressed */
  signInForm?: ReactNode;
}

/** /kioskList?token=…: a kiosk visitor's list on the phone that scanned its QR code. */
export function VisitorListView(props: VisitorListViewProps) {
  const { list } = props;
  if (props.state === 'invalid')
    return (
      <section className={styles.phone} aria-label={T.visitorTitle}>
        <EmptyState title={T.visitorInvalid} description={T.visitorInvalidHint} />
      </section>
    );
  if (props.state === 'loading')
    return (
      <Box display="flex" justifyContent="center" paddingY="xxxl">
        <Spinner size="lg" showLabel />
      </Box>
    );
  if (props.state === 'error' || !list)
    return <EmptyState title={T.loadFailed} action={<Button onPress={props.onRetry}>{T.retry}</Button>} />;
  return (
    <section className={styles.phone} aria-label={T.visitorTitle}>
      <h1 className={styles.title}>{T.visitorTitle}</h1>
      <span className={styles.meta}>
        {list.showroom.name} · {list.showroom.address}
      </span>
      <span className={styles.meta}>{T.visitorMeta(list.products.length, list.expires_time)}</span>
      {props.signedIn ? (
        <Box display="flex" gap="sm" flexWrap="wrap">
          <Button variant="primary" isDisabled={props.busy} onPress={props.onCart}>
            {T.toCart}
          </Button>
          <Button variant="outline" isDisabled={props.busy} onPress={props.onQuotation}>
            {T.toQuotation}
          </Button>
        </Box>
      ) : props.signInForm ? (
        props.signInForm
      ) : (
        <Box display="flex" gap="sm" alignItems="center" flexWrap="wrap">
          <span className={styles.meta}>{T.signInToUse}</span>
          <Button variant="primary" onPress={props.onSignIn}>
            {T.signIn}
          </Button>
        </Box>
      )}
      <ul className={styles.schedule} aria-label={T.visitorTitle}>
        {list.products.map((p) => (
          <li key={p.id} className={styles.phoneItem}>
            <Image src={p.thumb || p.picture} alt={p.name} width={88} ratio={1} />
            <Box display="flex" flexDirection="column" gap="xxs">
              <strong>{p.name}</strong>
              <span className={styles.meta}>
                {p.article_number} · {T.booth(p.booth_number)} · {p.factory_name}
              </span>
              <span>{formatPrice(p.exworks_price, BASE_CURRENCY)}</span>
            </Box>
          </li>
        ))}
      </ul>
    </section>
  );
}
