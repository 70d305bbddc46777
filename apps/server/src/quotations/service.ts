export { batchConfirm, confirmInfo, confirmItems, editConfirmItem, submitConfirm } from './confirmation';
export { addNewQuotation, addQuotation } from './creating';
export { deleteQuotation, refreshItems, saveQuotation, saveRemark, setItemPicture } from './editing';
export { linkToken, quotationOfLink } from './links';
export { quotationScope, termsOf } from './mapping';
export { itemDetail, listQuotations, quotationDetail, quotationForExport, salespeople } from './reading';
export { mailPreview, revokeLink, sendQuotation } from './sending';
