import { formatZonedDate } from '@wanju/domain';
import { useSnapshot } from 'valtio';
import { InquiryFormView } from './InquiryFormView';
import { closeInquiry, inquiryState, submitInquiry } from './inquiryStore';

/** Container of the inquiry form, mounted once with the header's widgets; any screen opens it with openInquiry. */
export function InquiryFormHost() {
  const snap = useSnapshot(inquiryState);
  if (!snap.lines) return null;
  return (
    <InquiryFormView
      key={snap.serial}
      lines={snap.lines}
      today={formatZonedDate(new Date())}
      isOpen
      onOpenChange={(open) => !open && closeInquiry()}
      isPending={snap.pending}
      error={snap.error}
      onSubmit={(draft) => void submitInquiry(draft)}
    />
  );
}
