import { api, type ToyDetail } from '@wanju/api-client';
import { Dialog } from '@wanju/ui';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { client } from '../../app/session';
import { AddToCartButton } from '../cart/AddToCartButton';
import { compareState, toggleCompare } from '../catalogue/compare';
import { PRODUCT_TEXT } from './messages';
import { ProductDetailView } from './ProductDetailView';

/** Container: the product detail dialog over any page, opened by `?toy=<id>`; records the browse log. */
export function ProductDetailHost() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const compare = useSnapshot(compareState);
  const id = Number(params.get('toy'));
  const [detail, setDetail] = useState<ToyDetail | null>(null);
  const [state, setState] = useState<'loading' | 'error' | 'ready'>('loading');

  useEffect(() => {
    if (!Number.isInteger(id) || id <= 0) return;
    let live = true;
    setState('loading');
    client
      .call(api.toy.getDetail, { id })
      .then((d) => {
        if (!live) return;
        setDetail(d);
        setState('ready');
        void client.call(api.log.toyBrowseLog, { toy_id: id }, { silent: true }).catch(() => undefined);
      })
      .catch(() => live && setState('error'));
    return () => {
      live = false;
    };
  }, [id]);

  if (!Number.isInteger(id) || id <= 0) return null;
  const close = () => {
    const p = new URLSearchParams(params);
    p.delete('toy');
    setParams(p);
  };
  return (
    <Dialog
      isOpen
      size="xl"
      title={PRODUCT_TEXT.dialogTitle}
      footer={<AddToCartButton ids={[id]} />}
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <ProductDetailView
        detail={detail}
        state={state}
        inCompare={compare.ids.includes(id)}
        onToggleCompare={toggleCompare}
        onOpenFactory={(factoryId) => navigate(`/factory_detail/${factoryId}`)}
        onOpenProduct={(next) => {
          const p = new URLSearchParams(params);
          p.set('toy', String(next));
          setParams(p);
        }}
      />
    </Dialog>
  );
}
