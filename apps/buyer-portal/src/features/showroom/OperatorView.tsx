import type { BoothItem, KioskDevice, ShowroomDetail, ShowroomProduct } from '@wanju/api-client';
import { formatDeviceCode } from '@wanju/domain';
import {
  Badge,
  Box,
  Button,
  ConfirmDialog,
  EmptyState,
  Image,
  SearchField,
  Select,
  Spinner,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextField,
} from '@wanju/ui';
import { useEffect, useState } from 'react';
import type { LoadState } from '../catalogue/ListState';
import { SHOWROOM_TEXT as T } from './messages';
import * as styles from './Showroom.css';

export interface BoothInput {
  id?: number;
  factory_id: number;
  floor: string;
  number: string;
}

export interface OperatorViewProps {
  state: LoadState;
  /** the signed-in user operates no hall */
  notOperator: boolean;
  showroom: ShowroomDetail | null;
  factories: readonly { id: number; name: string }[];
  boothProducts: readonly ShowroomProduct[];
  featuredBoothId: number | null;
  devices: readonly KioskDevice[];
  /** the code of the device just issued (shown once) */
  issuedCode: string | null;
  busy?: boolean;
  onSearchFactories: (keyword: string) => void;
  onSaveBooth: (booth: BoothInput) => void;
  onRemoveBooth: (booth: BoothItem) => void;
  onPickFeaturedBooth: (id: number) => void;
  onFeatured: (productId: number, featured: boolean) => void;
  onSaveHours: (hours: string) => void;
  onIssueDevice: (name: string) => void;
  onRevokeDevice: (device: KioskDevice) => void;
  onRetry: () => void;
}

/** /showroom_manage: the hall operator's exhibitors and booth numbers, featured products, opening hours and kiosks. */
export function OperatorView(props: OperatorViewProps) {
  if (props.notOperator) return <EmptyState title={T.manageTitle} description={T.notOperator} />;
  if (props.state === 'loading')
    return (
      <Box display="flex" justifyContent="center" paddingY="xxxl">
        <Spinner size="lg" showLabel />
      </Box>
    );
  if (props.state === 'error' || !props.showroom)
    return <EmptyState title={T.loadFailed} action={<Button onPress={props.onRetry}>{T.retry}</Button>} />;
  const room = props.showroom;
  return (
    <section className={styles.page} aria-label={T.manageTitle}>
      <h1 className={styles.title}>
        {T.manageTitle} · {room.name}
      </h1>
      <Tabs>
        <TabList aria-label={T.manageTitle}>
          <Tab id="booths">{T.exhibitorsTab}</Tab>
          <Tab id="featured">{T.featuredTab}</Tab>
          <Tab id="hours">{T.hoursTab}</Tab>
          <Tab id="devices">{T.devicesTab}</Tab>
        </TabList>
        <TabPanel id="booths">
          <BoothsPanel {...props} showroom={room} />
        </TabPanel>
        <TabPanel id="featured">
          <FeaturedPanel {...props} showroom={room} />
        </TabPanel>
        <TabPanel id="hours">
          <HoursPanel hours={room.opening_hours} busy={props.busy} onSave={props.onSaveHours} />
        </TabPanel>
        <TabPanel id="devices">
          <DevicesPanel {...props} />
        </TabPanel>
      </Tabs>
    </section>
  );
}

function BoothsPanel(props: OperatorViewProps & { showroom: ShowroomDetail }) {
  const room = props.showroom;
  const empty: BoothInput = { factory_id: 0, floor: room.floors[0] ?? '', number: '' };
  const [form, setForm] = useState<BoothInput>(empty);
  const [keyword, setKeyword] = useState('');
  const [removing, setRemoving] = useState<BoothItem | null>(null);
  const factoryItems = [
    ...props.factories,
    ...room.booths
      .filter((b) => b.id === form.id && !props.factories.some((f) => f.id === b.factory_id))
      .map((b) => ({ id: b.factory_id, name: b.factory_name })),
  ];
  return (
    <Box display="flex" flexDirection="column" gap="md" paddingY="md">
      <div className={styles.row}>
        <SearchField
          label={T.factorySearch}
          value={keyword}
          onChange={setKeyword}
          onSubmit={(k) => k.trim() && props.onSearchFactories(k.trim())}
        />
        <Button variant="outline" isDisabled={!keyword.trim()} onPress={() => props.onSearchFactories(keyword.trim())}>
          {T.factorySearch}
        </Button>
      </div>
      <div className={styles.row}>
        <Select
          label={T.factoryPick}
          items={factoryItems}
          selectedKey={form.factory_id || null}
          onSelectionChange={(key) => setForm({ ...form, factory_id: Number(key) })}
        />
        <Select
          label={T.floor}
          items={room.floors.map((f) => ({ id: f, name: f }))}
          selectedKey={form.floor}
          onSelectionChange={(key) => setForm({ ...form, floor: String(key) })}
        />
        <TextField label={T.boothNumber} value={form.number} onChange={(number) => setForm({ ...form, number })} />
        <Button
          variant="primary"
          isDisabled={!form.factory_id || !form.number.trim() || props.busy}
          onPress={() => {
            props.onSaveBooth({ ...form, number: form.number.trim() });
            setForm(empty);
          }}
        >
          {form.id ? T.saveBooth : T.addBooth}
        </Button>
      </div>
      <ul className={styles.boothList} aria-label={T.exhibitorsTab}>
        {room.booths.map((b) => (
          <li key={b.id} className={styles.card}>
            <strong>
              {b.floor} · {T.booth(b.number)}
            </strong>
            <span>{b.factory_name}</span>
            <span className={styles.meta}>{T.products(b.product_count)}</span>
            <Box display="flex" gap="sm">
              <Button
                size="sm"
                variant="outline"
                onPress={() => setForm({ id: b.id, factory_id: b.factory_id, floor: b.floor, number: b.number })}
              >
                {T.edit}
              </Button>
              <Button size="sm" variant="danger" onPress={() => setRemoving(b)} aria-label={`${T.remove} ${b.number}`}>
                {T.remove}
              </Button>
            </Box>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        message={T.removeConfirm(removing ? `${removing.number} ${removing.factory_name}` : '')}
        tone="danger"
        onConfirm={() => {
          if (removing) props.onRemoveBooth(removing);
          setRemoving(null);
        }}
      />
    </Box>
  );
}

function FeaturedPanel(props: OperatorViewProps & { showroom: ShowroomDetail }) {
  return (
    <Box display="flex" flexDirection="column" gap="md" paddingY="md">
      <Select
        label={T.pickBooth}
        items={props.showroom.booths.map((b) => ({ id: b.id, name: `${b.number} ${b.factory_name}` }))}
        selectedKey={props.featuredBoothId}
        onSelectionChange={(key) => props.onPickFeaturedBooth(Number(key))}
      />
      <ul className={styles.boothList} aria-label={T.featuredTab}>
        {props.boothProducts.map((p) => (
          <li key={p.id} className={styles.card}>
            <Image src={p.thumb} alt={p.name} ratio={1} width={96} />
            <span>{p.name}</span>
            <span className={styles.meta}>{p.article_number}</span>
            {p.featured === 1 && <Badge tone="primary">{T.featured}</Badge>}
            <Button
              size="sm"
              variant={p.featured ? 'outline' : 'primary'}
              onPress={() => props.onFeatured(p.id, !p.featured)}
            >
              {p.featured ? T.featuredOff : T.featuredOn}
            </Button>
          </li>
        ))}
      </ul>
    </Box>
  );
}

function HoursPanel({ hours, busy, onSave }: { hours: string; busy?: boolean; onSave: (hours: string) => void }) {
  const [value, setValue] = useState(hours);
  useEffect(() => setValue(hours), [hours]);
  return (
    <div className={styles.row}>
      <TextField label={T.hoursLabel} value={value} onChange={setValue} maxLength={100} />
      <Button variant="primary" isDisabled={busy} onPress={() => onSave(value.trim())}>
        {T.saveHours}
      </Button>
    </div>
  );
}

function DevicesPanel(props: OperatorViewProps) {
  const [name, setName] = useState('');
  const [revoking, setRevoking] = useState<KioskDevice | null>(null);
  return (
    <Box display="flex" flexDirection="column" gap="md" paddingY="md">
      <div className={styles.row}>
        <TextField
          label={T.deviceName}
          placeholder={T.deviceNamePlaceholder}
          value={name}
          onChange={setName}
          maxLength={30}
        />
        <Button
          variant="primary"
          isDisabled={!name.trim() || props.busy}
          onPress={() => {
            props.onIssueDevice(name.trim());
            setName('');
          }}
        >
          {T.issueDevice}
        </Button>
      </div>
      {props.issuedCode && (
        <div className={styles.card} role="status">
          <span>{T.deviceCode}</span>
          <span className={styles.code}>{formatDeviceCode(props.issuedCode)}</span>
        </div>
      )}
      {props.devices.length === 0 ? (
        <p className={styles.meta}>{T.noDevices}</p>
      ) : (
        <ul className={styles.boothList} aria-label={T.devicesTab}>
          {props.devices.map((d) => (
            <li key={d.id} className={styles.card}>
              <strong>{d.name}</strong>
              <span className={styles.meta}>{T.codeHint(d.code_hint)}</span>
              <span className={styles.meta}>{d.last_seen_time ? T.lastSeen(d.last_seen_time) : T.neverSignedIn}</span>
              {d.revoked ? (
                <Badge tone="neutral">{T.revoked}</Badge>
              ) : (
                <Box display="flex" gap="sm" alignItems="center">
                  <Badge tone="success">{T.active}</Badge>
                  <Button
                    size="sm"
                    variant="danger"
                    onPress={() => setRevoking(d)}
                    aria-label={`${T.revoke} ${d.name}`}
                  >
                    {T.revoke}
                  </Button>
                </Box>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        message={T.revokeConfirm(revoking?.name ?? '')}
        tone="danger"
        onConfirm={() => {
          if (revoking) props.onRevokeDevice(revoking);
          setRevoking(null);
        }}
      />
    </Box>
  );
}
