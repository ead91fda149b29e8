import { AddressBookContainer } from '@mall/feature-checkout';
import { useToast } from '../../app/feedback';
import { PageFrame } from '../PageFrame';

/** /myIndex/address (spec §2, issue #13): the member's address book, the same addresses checkout offers. */
export function AddressPage() {
  return (
    <PageFrame>
      <AddressBookContainer onToast={useToast()} />
    </PageFrame>
  );
}

export default AddressPage;
