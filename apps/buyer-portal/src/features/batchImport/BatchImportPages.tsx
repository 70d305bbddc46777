import type { ImportTarget } from '@wanju/api-client';
import { type ImportMode, useImportWizard } from '@wanju/app-shell';
import { mayDo } from '@wanju/domain';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { client, sessionState } from '../../app/session';
import { BatchImportView } from './BatchImportView';
import { BATCH_IMPORT_TEXT as T } from './messages';

const token = () => sessionState.token;

function BatchImportPage({ target, mode, title }: { target: ImportTarget; mode: ImportMode; title: string }) {
  const { user } = useSnapshot(sessionState);
  const navigate = useNavigate();
  const wizard = useImportWizard({ client, token, target, mode, title, publishOption: false });
  const allowed = user ? mayDo({ companyId: user.company_id, userType: user.user_type }, 'edit_library') : false;
  return <BatchImportView allowed={allowed} wizard={wizard} onBackToLibrary={() => navigate('/product_management')} />;
}

/** Container of /batch_import_product: an Excel with pictures (or plus a zip) into the company's library. */
export function BatchImportProductPage() {
  return <BatchImportPage target="company_product" mode="sheet" title={T.products} />;
}

/** Container of /batch_import_images: a zip of pictures named by item number onto the library's products. */
export function BatchImportImagesPage() {
  return <BatchImportPage target="company_picture" mode="pictures" title={T.images} />;
}
