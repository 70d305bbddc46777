import { api, errorMessage, type ToyDetail } from '@wanju/api-client';
import { PRODUCT_PARAM, routePath, withoutProduct, withProduct } from '@wanju/app-shell';
import { ERROR_REPORT_MSG, type ErrorReportType } from '@wanju/domain';
import { Button, Dialog, toast } from '@wanju/ui';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { client } from '../../app/session';
import { useCutout } from '../ai-pictures/useCutout';
import { AddToCartButton } from '../cart/AddToCartButton';
import { compareState, toggleCompare } from '../catalogue/compare';
import { askFactory } from '../chat/chatStore';
import { openAddToChoose } from '../chooses/addToChooseStore';
import { ADD_TO_CHOOSE_TEXT } from '../chooses/messages';
import { FollowButton } from '../follow/FollowButton';
import { openInquiry } from '../inquiry/inquiryStore';
import { openAddToQuotation } from '../quotations/addToQuotation';
import { ADD_TO_QUOTE_TEXT } from '../quotations/messages';
import { ErrorReportDialog } from './ErrorReportDialog';
import { PRODUCT_TEXT } from './messages';
import { ProductDetailView } from './ProductDetailView';

/** Container: the product detail dialog over any page, opened by `?toy=<id>`; records the browse log. */
export function ProductDetailHost() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const compare = useSnapshot(compareState);
  const id = Number(params.get(PRODUCT_PARAM));
  const [detail, setDetail] = useState<ToyDetail | null>(null);
  const [state, setState] = useState<'loading' | 'error' | 'ready'>('loading');
  const cutout = useCutout(null, id);
  const [report, setReport] = useState<{ open: boolean; pending: boolean; error: string | null }>({
    open: false,
    pending: false,
    error: null,
  });

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
  // 询价 opens the inquiry form (quantity, target price, deadline …) rather than sending at once.
  const inquire = (toyId: number) =>
    detail &&
    openInquiry([
      {
        toy_id: toyId,
        name: detail.name,
        article_number: detail.article_number,
        thumb: detail.thumb || detail.picture,
        factory_name: detail.factory_name,
      },
    ]);
  const sendReport = async (types: ErrorReportType[], content: string) => {
    setReport({ open: true, pending: true, error: null });
    try {
      await client.call(api.toy.editError, { toy_id: id, types, content }, { needError: true });
      setReport({ open: false, pending: false, error: null });
      toast.success(ERROR_REPORT_MSG.sent);
    } catch (e) {
      setReport({ open: true, pending: false, error: errorMessage(e) });
    }
  };
  const close = () => {
    const p = withoutProduct(params);
    setParams(p);
  };
  return (
    <Dialog
      isOpen
      size="xl"
      title={PRODUCT_TEXT.dialogTitle}
      footer={
        <>
          <FollowButton type="toy" id={id} />
          <Button onPress={() => void openAddToChoose([id])}>{ADD_TO_CHOOSE_TEXT.open}</Button>
          <AddToCartButton ids={[id]} />
          <Button onPress={() => openAddToQuotation({ source: 'search', ids: [id], count: 1 })}>
            {ADD_TO_QUOTE_TEXT.action}
          </Button>
        </>
      }
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <ProductDetailView
        detail={detail}
        state={state}
        inCompare={compare.ids.includes(id)}
        onToggleCompare={toggleCompare}
        onOpenFactory={(factoryId) => navigate(routePath('/factory_detail/:id', { id: factoryId }))}
        onInquire={inquire}
        onAskFactory={() =>
          detail &&
          void askFactory(detail.factory_id, { id: detail.id, name: detail.name, picture: detail.picture }).catch(
            () => undefined,
          )
        }
        onReportError={() => setReport({ open: true, pending: false, error: null })}
        cutout={cutout.state}
        onCutout={(picture) => void cutout.start(picture)}
        onCutoutUndo={cutout.undo}
        onOpenProduct={(next) => {
          const p = withProduct(params, next);
          setParams(p);
        }}
      />
      {detail && report.open && (
        <ErrorReportDialog
          productName={detail.name}
          isOpen
          onOpenChange={(open) => !open && setReport({ open: false, pending: false, error: null })}
          isPending={report.pending}
          error={report.error}
          onSubmit={(types, content) => void sendReport(types, content)}
        />
      )}
    </Dialog>
  );
}
