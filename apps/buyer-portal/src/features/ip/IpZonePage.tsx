import { api, type IpItem } from '@wanju/api-client';
import { useRemote } from '@wanju/app-shell';
import { client } from '../../app/session';
import { AddToCartButton } from '../cart/AddToCartButton';
import { CART_TEXT } from '../cart/messages';
import { ProductListView } from '../catalogue/ProductListView';
import { useListQuery, useToyList } from '../catalogue/useToyList';
import { IpZoneView } from './IpZoneView';
import { IP_TEXT } from './messages';

/** Container: /toy_ip — the IPs (get_ip_config) and the chosen IP's products (`?ip=<id>`, first IP by default). */
export function IpZonePage() {
  const { params, update } = useListQuery();
  const ips = useRemote(() => client.call(api.toy.getIpConfig, {}), [], { list: [] as IpItem[] });
  const asked = Number(params.get('ip'));
  const selected = ips.data.list.find((i) => i.id === asked) ?? ips.data.list[0] ?? null;
  return (
    <>
      <IpZoneView
        state={ips.state}
        ips={ips.data.list}
        selectedId={selected?.id ?? null}
        onSelect={(id) => update({ ip: id, page: undefined })}
        onRetry={ips.retry}
      />
      {selected && <IpProducts ip={selected} />}
    </>
  );
}

function IpProducts({ ip }: { ip: IpItem }) {
  const props = useToyList(api.toy.getList, IP_TEXT.products(ip.name), { ip_id: ip.id });
  return (
    <ProductListView
      {...props}
      intro={<AddToCartButton ids={props.items.map((i) => i.id)} label={CART_TEXT.addPageToCart} />}
    />
  );
}
