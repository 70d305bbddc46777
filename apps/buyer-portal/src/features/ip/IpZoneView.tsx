import type { IpItem } from '@wanju/api-client';
import { Image } from '@wanju/ui';
import { ListState, type LoadState } from '../catalogue/ListState';
import * as pageStyles from '../factory/Factory.css';
import * as styles from './Ip.css';
import { IP_TEXT as T } from './messages';

export interface IpZoneViewProps {
  state: LoadState;
  ips: readonly IpItem[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  onRetry: () => void;
}

/** /toy_ip: the licensed IPs; choosing one shows its products in the list below. */
export function IpZoneView({ state, ips, selectedId, onSelect, onRetry }: IpZoneViewProps) {
  return (
    <section className={pageStyles.page} aria-label={T.title}>
      <h1 className={pageStyles.title}>{T.title}</h1>
      <ListState state={state} isEmpty={ips.length === 0} onRetry={onRetry} emptyTitle={T.empty} emptyHint="">
        <ul className={styles.strip} aria-label={T.list}>
          {ips.map((ip) => (
            <li key={ip.id}>
              <button
                type="button"
                className={styles.card}
                aria-pressed={ip.id === selectedId}
                onClick={() => onSelect(ip.id)}
              >
                <Image src={ip.picture} alt="" ratio={16 / 9} />
                <span className={styles.name}>{ip.name}</span>
                <span className={styles.meta}>{ip.intro}</span>
                <span className={styles.meta}>
                  {T.owner(ip.owner)} · {T.count(ip.toy_count)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </ListState>
    </section>
  );
}
