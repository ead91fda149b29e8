import { PayFailPage } from './PayResultPage';

export default PayFailPage;
