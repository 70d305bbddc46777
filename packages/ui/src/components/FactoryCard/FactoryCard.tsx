import { Heart, MessageSquare } from 'lucide-react';
import { Button as RACButton } from 'react-aria-components';
import { cx } from '../../cx';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Image } from '../Image/Image';
import * as styles from './FactoryCard.css';

export interface FactoryCardData {
  id: number | string;
  name: string;
  logo?: string | null;
  /** e.g. 广东 汕头 澄海. */
  region?: string | null;
  mainProducts?: string | null;
  productCount?: number;
  contactPhone?: string | null;
  /** 一般纳税人, 认证工厂, 有库存 … */
  tags?: readonly string[];
  /** A few product pictures. */
  pictures?: readonly string[];
}

export interface FactoryCardProps {
  factory: FactoryCardData;
  onOpen?: (id: FactoryCardData['id']) => void;
  isFollowed?: boolean;
  onFollowChange?: (id: FactoryCardData['id'], followed: boolean) => void;
  onChat?: (id: FactoryCardData['id']) => void;
  className?: string;
}

/** A factory in search results and lists: logo, name, region, main products, counts, follow and chat. */
export function FactoryCard({ factory, onOpen, isFollowed, onFollowChange, onChat, className }: FactoryCardProps) {
  const { id, name, logo, region, mainProducts, productCount, contactPhone, tags, pictures } = factory;
  return (
    <article className={cx(styles.card, className)} aria-label={name}>
      <div className={styles.logo}>
        <Image src={logo} alt={`${name} logo`} radius="8px" fit="contain" />
      </div>
      <div className={styles.body}>
        <RACButton className={styles.name} onPress={() => onOpen?.(id)}>
          {name}
        </RACButton>
        {(region || typeof productCount === 'number') && (
          <span className={styles.meta}>
            {region}
            {region && typeof productCount === 'number' ? ' · ' : ''}
            {typeof productCount === 'number' ? `${productCount} 款产品` : ''}
          </span>
        )}
        {mainProducts && <span className={styles.meta}>主营：{mainProducts}</span>}
        {contactPhone && <span className={styles.meta}>电话：{contactPhone}</span>}
        {tags && tags.length > 0 && (
          <span className={styles.tags}>
            {tags.map((t) => (
              <Badge key={t} tone="info">
                {t}
              </Badge>
            ))}
          </span>
        )}
        {pictures && pictures.length > 0 && (
          <div className={styles.thumbs}>
            {pictures.slice(0, 4).map((p, i) => (
              <Image key={p} src={p} alt={`${name} 产品 ${i + 1}`} radius="4px" />
            ))}
          </div>
        )}
      </div>
      <div className={styles.actions}>
        {onFollowChange && (
          <Button
            size="sm"
            variant={isFollowed ? 'secondary' : 'outline'}
            icon={<Heart size={14} fill={isFollowed ? 'currentColor' : 'none'} />}
            aria-pressed={Boolean(isFollowed)}
            onPress={() => onFollowChange(id, !isFollowed)}
          >
            {isFollowed ? '已关注' : '关注'}
          </Button>
        )}
        {onChat && (
          <Button size="sm" variant="primary" icon={<MessageSquare size={14} />} onPress={() => onChat(id)}>
            联系工厂
          </Button>
        )}
      </div>
    </article>
  );
}
