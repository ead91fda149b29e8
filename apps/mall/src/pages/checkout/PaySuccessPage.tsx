import { PaySuccessPage } from './PayResultPage';

export default PaySuccessPage;
