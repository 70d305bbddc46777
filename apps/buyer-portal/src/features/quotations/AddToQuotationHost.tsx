import { routePath } from '@wanju/app-shell';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { AddToQuotationDialog } from './AddToQuotationDialog';
import {
  addToQuotation,
  addToQuotationState,
  closeAddToQuotation,
  loadOpenQuotations,
  PICKER_PAGE_SIZE,
  pageQuotations,
  searchQuotations,
} from './addToQuotation';

/** The 加入报价单 dialog of the whole portal (opened by openAddToQuotation); a new quotation opens in the editor. */
export function AddToQuotationHost() {
  const snap = useSnapshot(addToQuotationState);
  const navigate = useNavigate();
  return (
    <AddToQuotationDialog
      isOpen={snap.request !== null}
      count={snap.request?.count ?? 0}
      state={snap.state}
      quotations={snap.quotations}
      total={snap.total}
      page={snap.page}
      pageSize={PICKER_PAGE_SIZE}
      keyword={snap.keyword}
      onKeyword={searchQuotations}
      onPage={pageQuotations}
      isPending={snap.pending}
      onConfirm={(target) =>
        void addToQuotation(target)
          .then((id) => id && navigate(routePath('/edit_quotation/:id', { id })))
          .catch(() => undefined)
      }
      onRetry={() => void loadOpenQuotations()}
      onClose={closeAddToQuotation}
    />
  );
}
