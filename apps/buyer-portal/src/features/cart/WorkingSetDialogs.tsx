// The inquiry form and the 加入选品单 dialog load on first use, so the header's initial JS stays small.
export { AddToChooseHost } from '../chooses/AddToChooseHost';
export { InquiryFormHost } from '../inquiry/InquiryFormHost';
